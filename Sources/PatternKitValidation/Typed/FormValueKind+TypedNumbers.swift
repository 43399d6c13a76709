package import Foundation

/// Numbers as a person types them into a number field on a device, in their own language: the
/// decimal separator of `locale` (`3,5` in German), leading zeros (`007`), a separator typed
/// first or last (`,5`, `3,`) while the number is being typed — besides every number as JSON
/// writes one, `1e3` included, in a language whose separator is `.`. Each is written as JSON writes a
/// number and then read by the kind's one reader (``read(text:)``), so what a number field holds
/// is judged exactly as a request's number is; only the spelling a person uses differs from a
/// request's.
extension FormValueKind {
    /// `text`, typed by a person into a field of this kind in `locale`, as a value of the kind:
    /// for numbers (`Int`, `Double`, `Decimal`), ``typedNumberSpelling(_:decimalSeparator:)``
    /// then ``read(text:)``; for every other kind, ``read(text:)``.
    ///
    /// - Returns: The value, or the error of text that is not one (``wrongTypeCode``): `1e`,
    ///   `+3`, `3.5` in German (a `.` there groups thousands, which a number field does not
    ///   take), `1 000`.
    package func read(typed text: String, locale: Locale) -> Result<FormValue, ValidationError> {
        switch shape {
        case .integer, .number, .decimal:
            guard !text.isEmpty else { return .success(.null) }
            let separator = locale.decimalSeparator.flatMap(\.unicodeScalars.first) ?? "."
            guard let spelled = Self.typedNumberSpelling(text, decimalSeparator: separator) else {
                return .failure(ValidationError(wrongTypeCode))
            }
            return read(text: spelled)
        default:
            return read(text: text)
        }
    }

    /// A typed number written as JSON writes one: an optional minus (`-`, or `−` U+2212), ASCII
    /// digits with at most one `decimalSeparator` among them, optionally an exponent (`e` or `E`,
    /// an optional sign, digits), and nothing else; leading zeros dropped, a missing whole part
    /// `0`, a separator with no digits after it dropped. `nil` for anything else — no digit
    /// before the exponent, a second separator, a sign `+` in front, a space, an exponent
    /// without digits.
    package static func typedNumberSpelling(_ text: String, decimalSeparator: Unicode.Scalar) -> String? {
        var scalars = Substring(text).unicodeScalars[...]
        var negative = false
        if let first = scalars.first, first == "-" || first == "\u{2212}" {
            negative = true
            scalars = scalars.dropFirst()
        }
        var whole = ""
        var fraction = ""
        var seenSeparator = false
        var exponent = ""
        for (offset, scalar) in scalars.enumerated() {
            if scalar == "e" || scalar == "E" {
                exponent = String(String.UnicodeScalarView(scalars.dropFirst(offset + 1)))
                guard Self.isExponent(exponent) else { return nil }
                break
            } else if scalar == decimalSeparator, !seenSeparator {
                seenSeparator = true
            } else if ("0"..."9").contains(scalar) {
                if seenSeparator { fraction.unicodeScalars.append(scalar) } else { whole.unicodeScalars.append(scalar) }
            } else {
                return nil
            }
        }
        guard !(whole.isEmpty && fraction.isEmpty) else { return nil }
        let digits = whole.drop { $0 == "0" }
        var spelled = negative ? "-" : ""
        spelled += digits.isEmpty ? "0" : String(digits)
        if !fraction.isEmpty { spelled += "." + fraction }
        if !exponent.isEmpty { spelled += "e" + exponent }
        return spelled
    }

    /// Whether `text` is an exponent's sign and digits: `3`, `-5`, `+10`.
    private static func isExponent(_ text: String) -> Bool {
        let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }
}
