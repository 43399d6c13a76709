import Foundation
import PatternKitValidationSessions

/// Reads one field's value from what a request sent, strictly by the field's kind: JSON
/// text only for text, numbers only for numbers, `true`/`false` only for a switch, ISO 8601
/// text for a date, an array for a list. A value of another type is the field's reading
/// error (``FormValueKind/wrongTypeCode``), never a guess.
enum FormValueReader {
    /// `json` as a value of `kind`.
    static func read(_ json: JSONValue, as kind: FormValueKind) -> Result<FormValue, ValidationError> {
        switch (kind, json) {
        case (_, .null): .success(.null)
        case (.text, .string(let text)), (.choice, .string(let text)): .success(.text(text))
        case (.integer, .number(let written)): integer(written).map { .success(.integer($0)) } ?? wrong(kind)
        case (.number, .number(let written)): number(written).map { .success(.number($0)) } ?? wrong(kind)
        case (.decimal, .number(let written)): decimal(written).map { .success(.decimal($0)) } ?? wrong(kind)
        case (.bool, .bool(let flag)): .success(.bool(flag))
        case (.date, .string(let text)): date(text).map { .success(.date($0)) } ?? wrong(kind)
        case (.list(let element), .array(let items)): list(items.map { read($0, as: element) })
        default: wrong(kind)
        }
    }

    /// `texts` (every value a URL-encoded body or a query gave the field, in order) as a
    /// value of `kind`: an HTML form's way — every value is text, an unchecked checkbox sends
    /// nothing (`false`), an empty number input sends `""` (no value).
    static func read(texts: [String], as kind: FormValueKind) -> Result<FormValue, ValidationError> {
        if case .list(let element) = kind {
            return list(texts.map { read(texts: [$0], as: element) })
        }
        guard let text = texts.first else { return .success(kind == .bool ? .bool(false) : .null) }
        switch kind {
        case .text, .choice: return .success(.text(text))
        case _ where text.isEmpty: return .success(.null)
        case .integer: return integer(text).map { .success(.integer($0)) } ?? wrong(kind)
        case .number: return number(text).map { .success(.number($0)) } ?? wrong(kind)
        case .decimal: return decimal(text).map { .success(.decimal($0)) } ?? wrong(kind)
        case .bool:
            switch text.lowercased() {
            case "true", "on", "1", "yes": return .success(.bool(true))
            case "false", "off", "0", "no": return .success(.bool(false))
            default: return wrong(kind)
            }
        case .date: return date(text).map { .success(.date($0)) } ?? wrong(kind)
        case .list: return wrong(kind)
        }
    }

    private static func wrong(_ kind: FormValueKind) -> Result<FormValue, ValidationError> {
        .failure(ValidationError(kind.wrongTypeCode))
    }

    private static func list(_ items: [Result<FormValue, ValidationError>]) -> Result<FormValue, ValidationError> {
        var values: [FormValue] = []
        for item in items {
            switch item {
            case .success(let value): values.append(value)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(.list(values))
    }

    /// A whole number that fits `Int`, as JSON writes it (`42`, `-7`, `1e3`, `42.0`).
    static func integer(_ written: String) -> Int? {
        if let value = Int(written) { return value }
        guard written.utf8.count <= 64, let value = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        var rounded = value
        var source = value
        NSDecimalRound(&rounded, &source, 0, .plain)
        guard rounded == value, let exact = Int(exactly: NSDecimalNumber(decimal: value).doubleValue),
            Decimal(exact) == value
        else { return nil }
        return exact
    }

    /// A finite number (`1e999` is not one).
    static func number(_ written: String) -> Double? {
        guard let value = Double(written), value.isFinite else { return nil }
        return value
    }

    /// An exact decimal number, every digit kept (at most 64 characters).
    static func decimal(_ written: String) -> Decimal? {
        guard written.utf8.count <= 64, let value = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")),
            !value.isNaN
        else { return nil }
        return value
    }

    /// A date in ISO 8601: a calendar day (`2025-01-31`, midnight UTC) or a moment with its
    /// offset (`2025-01-31T09:30:00Z`, `…09:30:00.250+01:00`).
    static func date(_ text: String) -> Date? {
        guard text.utf8.count <= 40 else { return nil }
        if text.utf8.count == 10 {
            return dayFormatter.withLock { $0.date(from: text) }
        }
        return momentFormatter.withLock { $0.date(from: text) }
            ?? fractionalFormatter.withLock { $0.date(from: text) }
    }

    private static let dayFormatter = Locked(ISO8601DateFormatter(options: [.withFullDate]))
    private static let momentFormatter = Locked(ISO8601DateFormatter(options: [.withInternetDateTime]))
    private static let fractionalFormatter = Locked(
        ISO8601DateFormatter(options: [.withInternetDateTime, .withFractionalSeconds]))
}

extension ISO8601DateFormatter {
    fileprivate convenience init(options: ISO8601DateFormatter.Options) {
        self.init()
        formatOptions = options
        timeZone = TimeZone(identifier: "UTC")
    }
}
