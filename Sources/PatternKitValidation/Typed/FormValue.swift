public import Foundation
import PatternKitValidationCore

/// One field's value, typed: what a text field, a switch, a date picker or a stepper holds,
/// and what a request's body is read into before a form's rules judge it.
///
/// ```swift
/// let values = FormValues<SignUpField>(typed: [
///     .email: "ada@example.com",          // text, from a string literal
///     .age: .integer(36),
///     .terms: .bool(true),
///     .birthDate: .date(birthday),
/// ])
/// ```
///
/// A choice (an enumeration the user picks from) is its raw value as ``text(_:)``; a
/// missing value or JSON's `null` is ``null``.
public enum FormValue: Hashable, Sendable, ExpressibleByStringLiteral {
    /// No value: a missing key, JSON `null`, an optional field left empty.
    case null
    /// Text, or a choice's raw value.
    case text(String)
    /// A whole number.
    case integer(Int)
    /// A floating-point number.
    case number(Double)
    /// A decimal number, exact (an amount of money).
    case decimal(Decimal)
    /// A switch or checkbox.
    case bool(Bool)
    /// A moment in time; a date field without a time holds midnight UTC of its day.
    case date(Date)
    /// A list of values (tags, chosen options).
    case list([FormValue])

    /// Text from a literal: `.email: "ada@example.com"`.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// The value as text: the text itself, a number or Boolean as JSON writes it, a date in
    /// ISO 8601, list items joined by ", ", `""` for ``null``. What a text-only reader of a
    /// form (`FormValues`' `String` subscript) sees.
    public var text: String {
        switch self {
        case .null: ""
        case .text(let text): text
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .decimal(let value): "\(value)"
        case .bool(let value): String(value)
        case .date(let value): FormValue.iso8601(value)
        case .list(let items): items.map(\.text).joined(separator: ", ")
        }
    }

    /// Whether this is ``null``.
    public var isNull: Bool {
        self == .null
    }

    /// `date` as ISO 8601 in UTC: `2025-01-01T00:00:00Z`.
    static func iso8601(_ date: Date) -> String {
        InternetDateTime.string(date)
    }
}
