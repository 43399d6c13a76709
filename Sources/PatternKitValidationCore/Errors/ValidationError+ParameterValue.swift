public import Foundation

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
        /// A moment in time, such as a bound of a date range: written in messages as a date in
        /// the message's language ("1 January 2025"), on the wire as ISO 8601 text.
        case date(Date)

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
            case .string, .bool, .date: nil
            }
        }

        /// The text, when this is ``string(_:)``.
        public var stringValue: String? {
            if case .string(let value) = self { return value }
            return nil
        }

        /// The date, when this is ``date(_:)``.
        public var dateValue: Date? {
            if case .date(let value) = self { return value }
            return nil
        }

        /// The value written plainly (`3`, `2.5`, `abc`, `true`, `2025-01-01T00:00:00Z`), as
        /// it appears in a log; messages use ``formatted(language:)``.
        public var description: String {
            switch self {
            case .int(let value): String(value)
            case .double(let value): String(value)
            case .string(let value): value
            case .bool(let value): String(value)
            case .date(let value): Self.iso8601(value)
            }
        }

        /// The value as written in a message in `language`: decimal separators follow
        /// the language (`2,5` in Russian); numbers use ASCII digits without grouping in
        /// every language, Arabic included (as typed into the fields being validated); a date
        /// is written as the language writes a date in full ("January 1, 2025", "1 janvier
        /// 2025", "1. Januar 2025"), read in UTC — the calendar day a date field means.
        public func formatted(language: String) -> String {
            switch self {
            case .double(let value): MessageFormatters.decimal(language: language, value) ?? description
            case .date(let value): MessageFormatters.date(language: language, value) ?? description
            case .int, .string, .bool: description
            }
        }

        /// `date` as ISO 8601 in UTC: `2025-01-01T00:00:00Z`.
        static func iso8601(_ date: Date) -> String {
            InternetDateTime.string(date)
        }

        /// The value as a Foundation object for `NSError` user info.
        var foundationValue: Any {
            switch self {
            case .int(let value): value
            case .double(let value): value
            case .string(let value): value
            case .bool(let value): value
            case .date(let value): value
            }
        }
    }
}
