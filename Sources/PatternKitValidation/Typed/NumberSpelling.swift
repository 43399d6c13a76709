package import Foundation

/// A number written as JSON writes one (RFC 8259): an optional `-`, a whole part without a
/// leading zero (`0`, `42`), then optionally `.` and digits, then optionally `e` or `E`, a sign
/// and digits — and nothing else (no `+` in front, no space, no `0x`, no `nan` or `inf`, no
/// digits other than ASCII ones). The one reading of a written number: what a JSON body, a
/// URL-encoded body and text typed into a number field are all read with, so that a spelling
/// gets the same verdict from each.
///
/// It keeps the value exactly, as `±significand × 10^exponent` with the significand's digits
/// stripped of leading and trailing zeros, so that each kind decides what it can hold without a
/// digit lost: ``integer`` a whole number that fits `Int`, ``decimal`` a value `Decimal` holds
/// exactly, ``double`` the nearest finite `Double` that is not rounded to zero.
package struct NumberSpelling: Equatable {
    /// Whether the text starts with `-` (`-0` included).
    package let isNegative: Bool
    /// The significant digits, as ASCII bytes: no leading or trailing zero; empty for zero. At
    /// most ``maximumKeptDigits`` of them are kept; ``digitCount`` counts them all.
    package let digits: [UInt8]
    /// How many significant digits the text has.
    package let digitCount: Int
    /// The power of ten of the last significant digit: the value is `digits × 10^exponent`.
    /// Clamped to ±``exponentLimit`` (a value that large or small is out of every kind's range).
    package let exponent: Int

    /// More significant digits than any kind holds (`Decimal`'s 38, and one to tell them apart).
    static let maximumKeptDigits = 40
    /// An exponent beyond any kind's range, however many digits the text has.
    static let exponentLimit = 1 << 40

    /// `text` read as a number; `nil` when it is not written as JSON writes a number.
    package init?(_ text: some StringProtocol) {
        var bytes = text.utf8.makeIterator()
        var byte = bytes.next()
        isNegative = byte == UInt8(ascii: "-")
        if isNegative { byte = bytes.next() }

        var kept: [UInt8] = []
        var count = 0  // significant digits so far, trailing zeros included
        var trailingZeros = 0  // zeros after the last nonzero digit
        var fractionDigits = 0
        /// Takes one digit of the whole part or of the fraction.
        func take(_ digit: UInt8) {
            if digit == UInt8(ascii: "0") {
                if count > 0 { trailingZeros += 1 }
                return
            }
            // Zeros between significant digits are significant.
            for _ in 0..<trailingZeros where kept.count < Self.maximumKeptDigits { kept.append(UInt8(ascii: "0")) }
            count += trailingZeros + 1
            trailingZeros = 0
            if kept.count < Self.maximumKeptDigits { kept.append(digit) }
        }

        // The whole part: 0, or digits that do not start with 0.
        guard let first = byte, Self.isDigit(first) else { return nil }
        take(first)
        byte = bytes.next()
        if first != UInt8(ascii: "0") {
            while let digit = byte, Self.isDigit(digit) {
                take(digit)
                byte = bytes.next()
            }
        }
        // The fraction: `.` and at least one digit.
        if byte == UInt8(ascii: ".") {
            byte = bytes.next()
            guard let digit = byte, Self.isDigit(digit) else { return nil }
            while let digit = byte, Self.isDigit(digit) {
                take(digit)
                fractionDigits += 1
                byte = bytes.next()
            }
        }
        // The exponent: `e` or `E`, an optional sign, at least one digit.
        var written = 0
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = bytes.next()
            let negativeExponent = byte == UInt8(ascii: "-")
            if negativeExponent || byte == UInt8(ascii: "+") { byte = bytes.next() }
            guard let digit = byte, Self.isDigit(digit) else { return nil }
            while let digit = byte, Self.isDigit(digit) {
                written = min(written * 10 + Int(digit - UInt8(ascii: "0")), Self.exponentLimit)
                byte = bytes.next()
            }
            if negativeExponent { written = -written }
        }
        guard byte == nil else { return nil }

        digits = kept
        digitCount = count
        // The last significant digit's place, the last digit written being 10^-fractionDigits.
        let place = trailingZeros - fractionDigits
        exponent = count == 0 ? 0 : max(-Self.exponentLimit, min(Self.exponentLimit, place + written))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether the value is zero (`0`, `-0.0`, `0e7`).
    package var isZero: Bool {
        digitCount == 0
    }

    /// The value as an `Int`, when it is a whole number that fits: `3`, `-7`, `3.0`, `1e3`,
    /// `1.5e1`; `nil` for `3.5`, for `3.0000000000000000001` (a digit that is not zero after the
    /// point) and for anything beyond `Int.min…Int.max`. `-0` is 0.
    package var integer: Int? {
        guard !isZero else { return 0 }
        guard exponent >= 0, digitCount + exponent <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in digits { magnitude = magnitude * 10 + UInt64(digit - UInt8(ascii: "0")) }
        for _ in 0..<exponent {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = shifted
        }
        if isNegative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    /// The most significant digits `Decimal` holds, whatever they are (it holds some of 39).
    static let decimalDigits = 38
    /// The powers of ten `Decimal` scales its digits by.
    static let decimalExponents = -128...127

    /// The value as a `Decimal`, when `Decimal` holds it exactly, every digit kept: at most 38
    /// significant digits, the last of them no smaller than 10⁻¹²⁸ (`1e-128`) and the value
    /// less than 10¹⁶⁵ (`1e164` is its largest power of ten). `nil` for anything it would round —
    /// never a value with a digit lost. `-0` is 0.
    package var decimal: Decimal? {
        guard !isZero else { return Decimal.zero }
        guard digitCount <= Self.decimalDigits, exponent >= Self.decimalExponents.lowerBound else { return nil }
        // Beyond 10^127 per digit, the digits carry the rest of the exponent as zeros.
        let carried = max(0, exponent - Self.decimalExponents.upperBound)
        guard digitCount + carried <= Self.decimalDigits else { return nil }
        let significand = digits + [UInt8](repeating: UInt8(ascii: "0"), count: carried)
        let written =
            (isNegative ? "-" : "") + String(decoding: significand, as: UTF8.self) + "e"
            + String(exponent - carried)
        guard let value = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN,
            // Digit for digit: what Decimal holds is what was written.
            let held = NumberSpelling(value.description), held.digits == digits, held.exponent == exponent,
            held.isNegative == isNegative
        else { return nil }
        return value
    }

    /// The finite `Double` nearest to the value (`0.1`, `1e-5`; `-0` is -0.0), or `nil` when the
    /// nearest is infinity (`1e400`) or zero for a value that is not zero (`1e-400`): a number too
    /// large or too small for a `Double` is refused, never made infinite or 0. `text` is what this
    /// spelling was read from.
    package func double(of text: some StringProtocol) -> Double? {
        guard let value = Double(String(text)), value.isFinite, value != 0 || isZero else { return nil }
        return value
    }
}
