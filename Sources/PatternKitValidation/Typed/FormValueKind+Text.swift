package import Foundation
import PatternKitTextEditing
import PatternKitValidationCore

/// The one reader of each kind: what a JSON body (`FormValues(json:form:)`), a URL-encoded body
/// (`FormValues(urlEncoded:form:)`), text typed into a typed field (`FormSession.update(_:to:)`,
/// after ``read(typed:locale:)`` writes a person's number as JSON writes one) and a formatted
/// text field read a value of the kind with, so that a spelling gets the same verdict from each. The rules are the DocC article "Typed forms"' table.
extension FormValueKind {
    /// `text` — what a person typed into a text field holding a value of this kind, or what a
    /// URL-encoded form sent — as a value of this kind, read by the kind's one reader:
    ///
    /// - a whole number (`Int`) by ``integer(_:)``: `42`, `-7`, and `3.0` or `1e3`, which are
    ///   exactly whole, but not `3.5`, `3.000…001`, `+3`, `007`;
    /// - a number (`Double`) by ``number(_:)``: `2.5`, `1e-5`, but not `1e400`, `1e-400`,
    ///   `0x1p4`, `nan`;
    /// - a decimal (`Decimal`) by ``decimal(_:)``: `9.99`, every digit kept, up to 38 of them;
    /// - a switch by ``bool(_:)``: `true`/`on`/`1`/`yes` or `false`/`off`/`0`/`no`, in any case;
    /// - a date by ``date(_:)``: a calendar day `2025-01-31` or a moment
    ///   `2025-01-31T09:30:00Z`, from 0001 to 9999 in UTC;
    /// - text and choices as they are, every scalar kept (a leading U+FEFF too).
    ///
    /// Empty text of another kind than text is no value (``FormValue/null``). Nothing around the
    /// value is ignored: ` 42` is not a number.
    ///
    /// - Returns: The value, or the error of text that is not one (``wrongTypeCode``).
    package func read(text: String) -> Result<FormValue, ValidationError> {
        let value: FormValue?
        switch shape {
        case .text, .choice: return .success(.text(text))
        case _ where text.isEmpty: return .success(.null)
        case .integer: value = Self.integer(text).map(FormValue.integer)
        case .number: value = Self.number(text).map(FormValue.number)
        case .decimal: value = Self.decimal(text).map(FormValue.decimal)
        case .bool: value = Self.bool(text).map(FormValue.bool)
        case .date: value = Self.date(text).map(FormValue.date)
        case .list: return (element ?? .text).read(text: text).map { .list([$0]) }
        }
        return value.map { .success($0) } ?? .failure(ValidationError(wrongTypeCode))
    }

    /// The reader of whole numbers (`Int`): `written` as a whole number that fits `Int`, when it
    /// is a number as JSON writes one (``NumberSpelling``: an optional `-`, no leading zero, an
    /// optional fraction and exponent) whose value is exactly whole — `42`, `-7`, `-0` (0),
    /// `3.0`, `1e3`, `1.5e1` (15) — and `nil` for anything else: `3.5`; `3.000…0001`, which is
    /// not 3 however many zeros; a number beyond `Int.min…Int.max`; `+3`, `007`, ` 3`, `0x10`,
    /// `1_000`, `3,000`, digits of other scripts.
    package static func integer(_ written: some StringProtocol) -> Int? {
        NumberSpelling(written)?.integer
    }

    /// The reader of floating-point numbers (`Double`): `written` as the `Double` nearest to it,
    /// when it is a number as JSON writes one (``NumberSpelling``) and that `Double` is finite
    /// and not rounded to zero: `2.5`, `-0`, `1e-5`, `5e-324`; `nil` for `1e400` (too large),
    /// `1e-400` (too small, never read as 0), `0x1p4` (no hexadecimal), `nan`, `inf`, `+1`,
    /// `.5`.
    package static func number(_ written: some StringProtocol) -> Double? {
        NumberSpelling(written)?.double(of: written)
    }

    /// The reader of exact decimal numbers (`Decimal`): `written` as a `Decimal` holding every
    /// digit of it, when it is a number as JSON writes one (``NumberSpelling``) and `Decimal`
    /// holds it exactly: at most 38 significant digits, the last of them no smaller than
    /// 10⁻¹²⁸, the value less than 10¹⁶⁵. `nil` for anything `Decimal` would round (a 39th
    /// digit, `1e-129`) — refused, never rounded — and for what is not a number.
    package static func decimal(_ written: some StringProtocol) -> Decimal? {
        NumberSpelling(written)?.decimal
    }

    /// The reader of a switch's text, as an HTML checkbox or a person writes it: `true`, `on`,
    /// `1`, `yes` or `false`, `off`, `0`, `no`, in any case (ASCII letters only); `nil` for
    /// anything else. (JSON writes a switch as its own `true` or `false`.)
    package static func bool(_ text: some StringProtocol) -> Bool? {
        guard text.utf8.count <= 5 else { return nil }
        let lowercased = text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        return switch String(decoding: lowercased, as: UTF8.self) {
        case "true", "on", "1", "yes": true
        case "false", "off", "0", "no": false
        default: nil
        }
    }

    /// The reader of dates (`Date`): `text` as a calendar day (`2025-01-31`, midnight UTC of it)
    /// or a moment with its offset (`2025-01-31T09:30:00Z`, `…09:30:00.250+01:00`, the instant it
    /// names), exactly, with a day that exists and an instant, in UTC, from
    /// 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z. An impossible day is refused, never
    /// rolled over to the next month, nothing may follow the value, and a moment's day is not
    /// taken from its text: `2000-02-28T23:00:00-14:00` is 29 February, 13:00 UTC. Read by
    /// arithmetic in the proleptic Gregorian calendar (RFC 3339's), never by a lenient parser.
    package static func date(_ text: some StringProtocol) -> Date? {
        InternetDateTime.date(text)
    }
}
