import Foundation

/// How numbers are written in one locale, and a strict parser for them.
///
/// The parser accepts an optional sign (`+`, `-`, `−`), digits of one script (`0-9`,
/// `٠-٩`, `०-९`, `০-৯`, fullwidth `０-９`, …), the locale's grouping separator between
/// digit groups of a valid shape, the locale's decimal separator followed by digits,
/// and, when enabled, an exponent (`e` or `E`, an optional sign, ASCII digits). Nothing
/// else: no spaces around the number, no currency signs, no partial parses
/// (`NumberFormatter` reads "1.234,5" as 1.234 in English; this parser rejects it).
///
/// Groups: when the integer part uses grouping separators, its last group has exactly
/// three digits, the groups between have all three digits or all two (Indian
/// lakh–crore grouping, "12,34,567"), and the first group has one to that many digits.
/// So "1.5" is rejected in German instead of being read as fifteen.
struct NumberSyntax: Hashable, Sendable {
    /// The decimal separator.
    let decimalSeparator: Unicode.Scalar
    /// Separators accepted between digit groups; empty when grouping is not allowed.
    let groupingSeparators: [Unicode.Scalar]
    /// Whether an exponent may follow.
    let allowsExponent: Bool

    /// The syntax of `locale`.
    init(locale: Locale, allowsGrouping: Bool, allowsExponent: Bool) {
        let decimal = Self.singleScalar(locale.decimalSeparator) ?? "."
        var grouping: [Unicode.Scalar] = []
        if allowsGrouping, let separator = Self.singleScalar(locale.groupingSeparator), separator != decimal {
            grouping = [separator]
            // What people type for the separators that keyboards do not have.
            switch separator {
            case " ", "\u{A0}", "\u{202F}": grouping = [" ", "\u{A0}", "\u{202F}"]
            case "\u{2019}": grouping.append("'")
            case "\u{66C}": grouping.append(",")  // Arabic thousands separator
            default: break
            }
        }
        self.decimalSeparator = decimal
        self.groupingSeparators = grouping
        self.allowsExponent = allowsExponent
    }

    private static func singleScalar(_ text: String?) -> Unicode.Scalar? {
        guard let scalars = text?.unicodeScalars, scalars.count == 1 else { return nil }
        return scalars.first
    }

    /// A number as parsed: its ASCII spelling for Swift's own parsers.
    struct Number {
        /// `-1234.56e7`: sign, ASCII digits, `.`, exponent; no grouping.
        var ascii: String
        /// Whether it has a fractional part (a decimal separator).
        var hasFraction: Bool
        /// How many digits follow the decimal separator.
        var fractionDigits: Int
        /// Whether it starts with a minus sign.
        var isNegative: Bool
    }

    /// Where the text stops being a number: the UTF-16 offset of the first scalar that
    /// cannot continue it, or `nil` when the text ends too early (empty, `-`, `12.`).
    struct Malformed: Error {
        var utf16Offset: Int?
    }

    /// Parses `text` as a whole.
    func parse(_ text: String) -> Result<Number, Malformed> {
        UTF8Text.withBytes(of: text) { bytes in
            var scanner = Scanner(syntax: self)
            scanner.ascii.reserveCapacity(bytes.count)
            func failure(at byteOffset: Int?) -> Result<Number, Malformed> {
                .failure(Malformed(utf16Offset: byteOffset.map { UTF8Text.utf16Offset(of: $0, in: bytes) }))
            }
            var offset = 0
            while offset < bytes.count {
                let (scalar, length) = UTF8Decoding.scalar(at: offset, in: bytes)
                scanner.offset = offset
                guard scanner.consume(scalar) else { return failure(at: scanner.failureOffset ?? offset) }
                offset += length
            }
            guard scanner.finish() else { return failure(at: scanner.failureOffset) }
            return .success(
                Number(
                    ascii: String(decoding: scanner.ascii, as: UTF8.self), hasFraction: scanner.part == .fraction,
                    fractionDigits: scanner.fractionDigits, isNegative: scanner.isNegative))
        } ?? .failure(Malformed(utf16Offset: nil))
    }

    /// The parser's state, one scalar at a time.
    private struct Scanner {
        enum Part { case sign, integer, fraction, exponentSign, exponent }

        let syntax: NumberSyntax
        var part = Part.sign
        /// The number's ASCII spelling, built as bytes.
        var ascii: [UInt8] = []
        var isNegative = false
        /// The value of the zero of the script the digits are written in.
        var zero: UInt32?
        var integerDigits = 0
        var fractionDigits = 0
        var exponentDigits = 0
        /// Digit-group bookkeeping for the integer part.
        var groupLength = 0
        var groupCount = 0
        var firstGroupLength = 0
        var middleGroupLength: Int?
        var lastSeparatorOffset = 0
        var afterSeparator = false
        /// The byte offset of the scalar being consumed; offsets below are byte offsets too.
        var offset = 0
        var failureOffset: Int?

        init(syntax: NumberSyntax) {
            self.syntax = syntax
        }

        mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
            switch part {
            case .sign:
                part = .integer
                if scalar == "-" || scalar == "\u{2212}" {
                    isNegative = true
                    ascii.append(UInt8(ascii: "-"))
                    return true
                }
                if scalar == "+" { return true }
                return consume(scalar)
            case .integer:
                if let digit = digit(scalar) {
                    appendDigit(digit)
                    integerDigits += 1
                    groupLength += 1
                    afterSeparator = false
                    return true
                }
                if syntax.groupingSeparators.contains(scalar) {
                    return closeGroup()
                }
                if scalar == syntax.decimalSeparator {
                    guard !afterSeparator, closeIntegerPart() else { return false }
                    part = .fraction
                    ascii.append(UInt8(ascii: "."))
                    return true
                }
                return startExponent(scalar)
            case .fraction:
                if let digit = digit(scalar) {
                    appendDigit(digit)
                    fractionDigits += 1
                    return true
                }
                return fractionDigits > 0 && startExponent(scalar)
            case .exponentSign:
                part = .exponent
                if scalar == "-" || scalar == "+" || scalar == "\u{2212}" {
                    ascii.append(scalar == "+" ? UInt8(ascii: "+") : UInt8(ascii: "-"))
                    return true
                }
                return consume(scalar)
            case .exponent:
                guard scalar.isASCII, let digit = UTF8Text.digitValue(UInt8(scalar.value)) else { return false }
                ascii.append(UInt8(digit) + 48)
                exponentDigits += 1
                return true
            }
        }

        /// Whether the text so far is a whole number.
        mutating func finish() -> Bool {
            switch part {
            case .sign: return false
            case .integer: return integerDigits > 0 && !afterSeparator && closeIntegerPart()
            case .fraction: return fractionDigits > 0
            case .exponentSign: return false
            case .exponent: return exponentDigits > 0
            }
        }

        private mutating func startExponent(_ scalar: Unicode.Scalar) -> Bool {
            guard syntax.allowsExponent, scalar == "e" || scalar == "E", integerDigits + fractionDigits > 0,
                part == .fraction || closeIntegerPart()
            else { return false }
            part = .exponentSign
            ascii.append(UInt8(ascii: "e"))
            return true
        }

        /// The scalar's value when it is a decimal digit of the script already in use.
        private mutating func digit(_ scalar: Unicode.Scalar) -> UInt32? {
            let value: UInt32
            if scalar.isASCII {
                guard let asciiDigit = UTF8Text.digitValue(UInt8(scalar.value)) else { return nil }
                value = UInt32(asciiDigit)
            } else {
                guard scalar.properties.numericType == .decimal, let number = scalar.properties.numericValue else {
                    return nil
                }
                value = UInt32(number)
            }
            let scriptZero = scalar.value - value
            if let zero, zero != scriptZero { return nil }
            zero = scriptZero
            return value
        }

        private mutating func appendDigit(_ value: UInt32) {
            ascii.append(UInt8(value) + 48)
        }

        /// A grouping separator ends a group: check its size.
        private mutating func closeGroup() -> Bool {
            guard groupLength > 0 else { return false }
            if groupCount == 0 {
                guard groupLength <= 3 else { return false }
                firstGroupLength = groupLength
            } else {
                let expected = middleGroupLength ?? groupLength
                guard groupLength == expected, expected == 2 || expected == 3, firstGroupLength <= expected else {
                    failureOffset = lastSeparatorOffset
                    return false
                }
                middleGroupLength = expected
            }
            groupCount += 1
            groupLength = 0
            lastSeparatorOffset = offset
            afterSeparator = true
            return true
        }

        /// The integer part ends: when it was grouped, its last group must have three digits.
        private mutating func closeIntegerPart() -> Bool {
            guard groupCount > 0 else { return true }
            guard groupLength == 3 else {
                failureOffset = lastSeparatorOffset
                return false
            }
            return true
        }
    }
}
