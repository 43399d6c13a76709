import Foundation

extension ValidationError {
    /// The value of one parameter of a failed rule.
    ///
    /// Literals work directly: `[.utf16Offset: 3, .character: "a"]`.
    public enum ParameterValue: Hashable, Sendable, CustomStringConvertible,
        ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
        ExpressibleByBooleanLiteral
    {
        /// An integer, such as a length or an offset.
        case int(Int)
        /// A floating-point number, such as a bound of a range.
        case double(Double)
        /// Text, such as the rejected character or a pattern.
        case string(String)
        /// A flag.
        case bool(Bool)

        /// Wraps an integer literal.
        public init(integerLiteral value: Int) { self = .int(value) }
        /// Wraps a floating-point literal.
        public init(floatLiteral value: Double) { self = .double(value) }
        /// Wraps a string literal.
        public init(stringLiteral value: String) { self = .string(value) }
        /// Wraps a Boolean literal.
        public init(booleanLiteral value: Bool) { self = .bool(value) }

        /// The integer, when this is ``int(_:)``.
        public var intValue: Int? {
            if case .int(let value) = self { return value }
            return nil
        }

        /// The number, when this is ``int(_:)`` or ``double(_:)``.
        public var doubleValue: Double? {
            switch self {
            case .int(let value): Double(value)
            case .double(let value): value
            case .string, .bool: nil
            }
        }

        /// The text, when this is ``string(_:)``.
        public var stringValue: String? {
            if case .string(let value) = self { return value }
            return nil
        }

        /// The value written plainly (`3`, `2.5`, `abc`, `true`), as it appears in English messages.
        public var description: String {
            switch self {
            case .int(let value): String(value)
            case .double(let value): String(value)
            case .string(let value): value
            case .bool(let value): String(value)
            }
        }

        /// The value as written in a message in `language`: decimal separators follow
        /// the language (`2,5` in Russian); numbers use ASCII digits without grouping in
        /// every language, Arabic included (as typed into the fields being validated).
        public func formatted(language: String) -> String {
            guard case .double(let value) = self else { return description }
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "\(language)@numbers=latn")
            formatter.numberStyle = .decimal
            formatter.usesGroupingSeparator = false
            formatter.maximumFractionDigits = 15
            return formatter.string(from: NSNumber(value: value)) ?? description
        }

        /// The value as a Foundation object for `NSError` user info.
        var foundationValue: Any {
            switch self {
            case .int(let value): value
            case .double(let value): value
            case .string(let value): value
            case .bool(let value): value
            }
        }
    }
}
