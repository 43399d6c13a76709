package import Foundation
import PatternKitTextEditing
import PatternKitValidationCore

extension FormValueKind {
    /// `text` — what a person typed into a text field holding a value of this kind, or what
    /// a URL-encoded form sent — as a value of this kind: a whole number (`42`, `-7`), a
    /// number (`2.5`), an exact decimal, `true`/`on`/`1`/`yes` or `false`/`off`/`0`/`no`, an
    /// ISO 8601 date (`2025-01-31`, or a moment `2025-01-31T09:30:00Z`). Text and choices
    /// are taken as they are; empty text of another kind is no value.
    ///
    /// - Returns: The value, or the error of text that is not one (``wrongTypeCode``).
    package func read(text: String) -> Result<FormValue, ValidationError> {
        switch shape {
        case .text, .choice: return .success(.text(text))
        case _ where text.isEmpty: return .success(.null)
        case .integer: return Self.integer(text).map { .success(.integer($0)) } ?? wrongType
        case .number: return Self.number(text).map { .success(.number($0)) } ?? wrongType
        case .decimal: return Self.decimal(text).map { .success(.decimal($0)) } ?? wrongType
        case .bool:
            switch text.lowercased() {
            case "true", "on", "1", "yes": return .success(.bool(true))
            case "false", "off", "0", "no": return .success(.bool(false))
            default: return wrongType
            }
        case .date: return Self.date(text).map { .success(.date($0)) } ?? wrongType
        case .list: return (element ?? .text).read(text: text).map { .list([$0]) }
        }
    }

    private var wrongType: Result<FormValue, ValidationError> {
        .failure(ValidationError(wrongTypeCode))
    }

    /// A whole number that fits `Int`, as JSON writes it (`42`, `-7`, `1e3`, `42.0`).
    package static func integer(_ written: String) -> Int? {
        if let value = Int(written) { return value }
        guard written.utf8.count <= 64, let value = decimal(written), let double = Double(exactly: value as NSNumber),
            let exact = Int(exactly: double), Decimal(exact) == value
        else { return nil }
        return exact
    }

    /// A finite number (`1e999` is not one).
    package static func number(_ written: String) -> Double? {
        guard let value = Double(written), value.isFinite else { return nil }
        return value
    }

    /// An exact decimal number, every digit kept (at most 64 characters, digits, `.`, `-`,
    /// `+` and an exponent only).
    package static func decimal(_ written: String) -> Decimal? {
        guard !written.isEmpty, written.utf8.count <= 64,
            written.utf8.allSatisfy({ (0x30...0x39).contains($0) || [0x2E, 0x2D, 0x2B, 0x65, 0x45].contains($0) }),
            Double(written) != nil,
            let value = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN
        else { return nil }
        return value
    }

    /// A date in ISO 8601: a calendar day (`2025-01-31`, midnight UTC) or a moment with its
    /// offset (`2025-01-31T09:30:00Z`, `…09:30:00.250+01:00`). The text must be exactly one of
    /// them, with a day that exists and a year from 0001 to 9999 (``InternetDateTimeShape``):
    /// an impossible day is refused, never rolled over to the next month, and nothing may
    /// follow the value.
    package static func date(_ text: String) -> Date? {
        guard text.utf8.count <= 40 else { return nil }
        if text.utf8.count == 10 {
            guard InternetDateTimeShape.isCalendarDay(text) else { return nil }
            return InternetDateTime.day(text) ?? dayFormatter.withLock { $0.date(from: text) }
        }
        guard InternetDateTimeShape.isMoment(text) else { return nil }
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
