import Foundation
import PatternKitValidation

/// What a form's rules say of one field that a browser can check before the form is sent —
/// the input to ``htmlAttributes``, the one place that turns rules into HTML constraint
/// attributes. The sign-up page fills it from the form's JSON Schema
/// (``fromSchema(_:secret:)``), the one statement of the rules every client reads.
///
/// Every attribute a browser enforces blocks the form's submission, so a constraint is set
/// only where the browser can never refuse what the server accepts; when unsure, leave it
/// `nil`: the server checks everything anyway.
struct FieldConstraints: Sendable, Equatable {
    /// What the field holds, which picks the input's `type`.
    enum Format: Sendable, Equatable {
        /// Free text: `type="text"`.
        case text
        /// A secret: `type="password"`.
        case password
        /// An e-mail address: `type="text"` with `inputmode="email"`, never `type="email"`,
        /// which refuses addresses the server accepts (`Dörte@Sörensen.example`: a Unicode
        /// local part).
        case email
        /// A calendar day: `type="date"`, which sends `YYYY-MM-DD`.
        case date
        /// A whole number: `type="number"` (its step, 1, is the browser's default).
        case integer
        /// A switch: `type="checkbox"`, which sends `on` when checked and nothing otherwise.
        case checkbox
    }

    /// What the field holds.
    var format: Format = .text
    /// Whether an empty field is refused (`required`).
    var isRequired = false
    /// The fewest characters (`minlength`). A browser counts UTF-16 code units, never fewer
    /// than the characters the server counts, so it never refuses a value the server accepts.
    var minimumLength: Int?
    /// The most characters (`maxlength`), written only when ``isASCII``: otherwise a
    /// browser's count of UTF-16 code units can exceed the server's count of characters.
    var maximumLength: Int?
    /// Whether the field accepts ASCII characters only, so that a browser's length is the
    /// server's.
    var isASCII = false
    /// A regular expression the whole value must match (`pattern`, JavaScript syntax as
    /// browsers compile it with the `v` flag), exactly the set the server accepts or larger.
    var pattern: String?
    /// The smallest value (`min`): an ``FormValue/integer(_:)`` or a ``FormValue/date(_:)``.
    var minimum: FormValue?
    /// The largest value (`max`): an ``FormValue/integer(_:)`` or a ``FormValue/date(_:)``.
    var maximum: FormValue?

    /// The attributes of an `<input>` for these constraints, in a fixed order, each value
    /// unescaped (`nil`: an attribute without a value, `required`). The input's `type` comes
    /// first.
    ///
    /// ```swift
    /// FieldConstraints(format: .integer, isRequired: true, minimum: .integer(1), maximum: .integer(50))
    ///     .htmlAttributes   // type=number, required, min=1, max=50
    /// ```
    var htmlAttributes: [(name: String, value: String?)] {
        var attributes: [(name: String, value: String?)] = []
        switch format {
        case .text: attributes.append(("type", "text"))
        case .password: attributes.append(("type", "password"))
        case .email: attributes += [("type", "text"), ("inputmode", "email")]
        case .date: attributes.append(("type", "date"))
        case .integer: attributes.append(("type", "number"))
        case .checkbox: attributes.append(("type", "checkbox"))
        }
        if isRequired { attributes.append(("required", nil)) }
        let hasLength = format == .text || format == .password || format == .email
        if hasLength, let minimumLength, minimumLength > 0 { attributes.append(("minlength", String(minimumLength))) }
        if hasLength, isASCII, let maximumLength { attributes.append(("maxlength", String(maximumLength))) }
        if hasLength, let pattern { attributes.append(("pattern", pattern)) }
        if let minimum = minimum.flatMap(bound) { attributes.append(("min", minimum)) }
        if let maximum = maximum.flatMap(bound) { attributes.append(("max", maximum)) }
        return attributes
    }

    /// A bound as the input of ``format`` writes it: a whole number for a number, `YYYY-MM-DD`
    /// (UTC) for a day; `nil` for a bound of another kind, which the browser could misread.
    private func bound(_ value: FormValue) -> String? {
        switch (format, value) {
        case (.integer, .integer(let number)): String(number)
        case (.date, .date(let date)): Self.day(date)
        default: nil
        }
    }

    /// `date`'s calendar day in UTC, `YYYY-MM-DD`: what an `<input type="date">` holds.
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 1
        let month = parts.month ?? 1
        let day = parts.day ?? 1
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}
