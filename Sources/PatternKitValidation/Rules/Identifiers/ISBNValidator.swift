/// Accepts an ISBN-10 or ISBN-13 with a correct check digit, written with or without
/// hyphens or spaces between its digits.
///
/// ```swift
/// let isbn: some Validator<String> = .isbn
/// isbn.isValid("978-0-306-40615-7")   // true: ISBN-13
/// isbn.isValid("0-306-40615-2")       // true: ISBN-10
/// isbn.isValid("0 8044 2957 X")       // true: X is a check digit of ten
/// isbn.isValid("978-0-306-40615-8")   // false: problem "checksum" (code 1210)
///
/// let modern = ISBNValidator(formats: [.isbn13])
/// modern.failures("0306406152")[0].parameters[.problem]   // "formatNotAllowed"
/// ```
///
/// Hyphens and spaces may stand between digits, one at a time, never first or last;
/// where they stand is not checked (the ISBN's group and publisher lengths vary). An
/// ISBN-13 begins with 978 or 979. `X` (or `x`) is accepted only as an ISBN-10's check
/// digit. A leading "ISBN" label is not: trim it first.
public struct ISBNValidator: Validator {
    /// The two ISBN formats.
    public enum Format: Hashable, Sendable, CaseIterable {
        /// Ten digits, the last a check digit 0–9 or X (mod 11).
        case isbn10
        /// Thirteen digits starting 978 or 979, the last a check digit (mod 10, an EAN-13).
        case isbn13
    }

    /// Why a text is not an ISBN: the `problem` parameter of the error.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// A character other than digits, hyphens, spaces and the check digit X.
        case invalidCharacter
        /// A hyphen or space first, last, or next to another.
        case misplacedSeparator
        /// Neither 10 nor 13 digits; `count` says how many there are.
        case wrongLength
        /// The check digit does not match the other digits.
        case checksum
        /// An ISBN-13 that does not begin with 978 or 979.
        case invalidPrefix
        /// An ISBN of a format the rule does not accept.
        case formatNotAllowed
    }

    /// The accepted formats.
    public let formats: Set<Format>

    /// A validator for ISBNs of `formats`.
    public init(formats: Set<Format> = [.isbn10, .isbn13]) {
        self.formats = formats
    }

    /// Throws `ValidationError.Code.isbn` with the ``Problem``.
    public func validate(_ input: String) throws(ValidationError) {
        if let failure = check(input) {
            throw failure.error(.isbn)
        }
    }

    private typealias Failure = FormatFailure<Problem>

    private func check(_ input: String) -> Failure? {
        // 13 digits and 12 separators are 25 bytes; 100 leave room to point at a digit of
        // another script. Anything longer is not an ISBN and is not read.
        UTF8Text.withBytes(of: input, limit: 100) { bytes -> Failure? in
            var digits = 0
            var sum10 = 0  // Σ (10 - i) · dᵢ
            var sum13 = 0  // Σ (1 or 3) · dᵢ
            var prefix = 0  // the first three digits
            var previousWasSeparator = true
            var hasX = false
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") {
                    guard !previousWasSeparator, offset < bytes.count - 1 else {
                        return Failure(.misplacedSeparator, at: offset, in: bytes)
                    }
                    previousWasSeparator = true
                    continue
                }
                previousWasSeparator = false
                let value: Int
                if let digit = UTF8Text.digitValue(byte), !hasX {
                    value = digit
                } else if byte | 0x20 == UInt8(ascii: "x"), digits == 9, !hasX {
                    value = 10
                    hasX = true
                } else {
                    return Failure(.invalidCharacter, at: offset, in: bytes)
                }
                if digits < 10 { sum10 += (10 - digits) * value }
                sum13 += (digits % 2 == 0 ? 1 : 3) * value
                if digits < 3 { prefix = prefix * 10 + value }
                digits += 1
            }
            switch digits {
            case 10:
                guard formats.contains(.isbn10) else { return Failure(.formatNotAllowed) }
                return sum10 % 11 == 0 ? nil : Failure(.checksum)
            case 13 where !hasX:
                guard formats.contains(.isbn13) else { return Failure(.formatNotAllowed) }
                guard prefix == 978 || prefix == 979 else { return Failure(.invalidPrefix, utf16Offset: 0) }
                return sum13 % 10 == 0 ? nil : Failure(.checksum)
            default:
                return Failure(.wrongLength, count: digits)
            }
        } ?? Failure(.wrongLength)
    }
}

extension Validator where Self == ISBNValidator {
    /// ISBN-10 or ISBN-13 with a correct check digit; hyphens and spaces allowed (code 1210).
    public static var isbn: ISBNValidator { ISBNValidator() }
}
