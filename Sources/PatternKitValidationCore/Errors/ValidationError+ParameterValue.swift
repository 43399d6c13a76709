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
        /// An exact decimal number, such as a bound of a `Decimal` range: written in messages with
        /// every digit and the language's decimal separator (`12,50` in German), on the wire as
        /// its digits.
        case decimal(Decimal)
        /// Text, such as the rejected character or a pattern.
        case string(String)
        /// A flag.
        case bool(Bool)
        /// A moment in time, such as a bound of a date range: written in messages as a date in
        /// the message's language ("1 January 2025"), on the wire as ISO 8601 text.
        case date(Date)
        /// Several texts, such as the values a rule allows: joined in messages as the message's
        /// language joins a list ("S, M, L", Japanese "S、M、L", Arabic "S، M، L").
        case list([String])

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

        /// The number, when this is ``int(_:)``, ``double(_:)`` or (the `Double` nearest to it)
        /// ``decimal(_:)``.
        public var doubleValue: Double? {
            switch self {
            case .int(let value): Double(value)
            case .double(let value): value
            case .decimal(let value): NSDecimalNumber(decimal: value).doubleValue
            case .string, .bool, .date, .list: nil
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

        /// The value written plainly (`3`, `2.5`, `abc`, `true`, `2025-01-01T00:00:00Z`,
        /// `S, M, L`), as it appears in a log; messages use ``formatted(language:)``.
        public var description: String {
            switch self {
            case .int(let value): String(value)
            case .double(let value): String(value)
            case .decimal(let value): value.description
            case .string(let value): value
            case .bool(let value): String(value)
            case .date(let value): Self.iso8601(value)
            case .list(let items): items.joined(separator: ", ")
            }
        }

        /// The value as written in a message in `language`: decimal separators follow
        /// the language (`2,5` in Russian), a decimal keeps every digit; numbers use ASCII
        /// digits without grouping in every language, Arabic included (as typed into the fields
        /// being validated); a list is joined as the language joins one ("S, M, L", "S、M、L").
        ///
        /// A date at midnight UTC is a calendar day — what a date field holds — and is written
        /// as the language writes that day in full ("January 1, 2025", "1 janvier 2025",
        /// "1. Januar 2025") in every time zone; any other date is a moment, written with its
        /// time in the reader's time zone (`ValidationLocalization.scopedTimeZone`, else
        /// `TimeZone.current`): "January 1, 2025 at 9:30 AM".
        public func formatted(language: String) -> String {
            switch self {
            case .double(let value): MessageFormatters.decimal(language: language, value) ?? description
            case .decimal(let value): MessageFormatters.decimal(language: language, value) ?? description
            case .date(let value):
                MessageFormatters.date(language: language, value, in: ValidationLocalization.currentTimeZone)
                    ?? description
            case .list(let items): items.joined(separator: Self.listSeparator(language: language))
            case .int, .string, .bool: description
            }
        }

        /// How `language` joins the items of a list: its table's `ui.listSeparator`.
        static func listSeparator(language: String) -> String {
            MessageCatalog.shared.lookup(
                ["ui.listSeparator"], language: ValidationLocalization.bestLanguage(for: [language])) ?? ", "
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
            case .decimal(let value): value
            case .string(let value): value
            case .bool(let value): value
            case .date(let value): value
            case .list(let items): items
            }
        }
    }
}
