/// Accepts Base64 text (RFC 4648): an API key, a pasted certificate body, a data field.
///
/// ```swift
/// let data: some Validator<String> = .base64
/// data.isValid("U3VzcGVuZGlzc2UgbGVjdHVzIGxlbw==")   // true
/// data.isValid("HQIDAQAB")                           // true
/// data.isValid("12345")                              // false: problem "wrongLength" (code 1205)
/// data.isValid("ab=c")                               // false: problem "misplacedPadding"
///
/// let token = Base64Validator(alphabet: .urlSafe, padding: .forbidden)
/// token.isValid("PDw_Pz8-Pg")                        // true
/// ```
///
/// Accepted: characters of the ``alphabet`` (`A`–`Z`, `a`–`z`, `0`–`9` and
/// `+` `/`, or `-` `_` for the URL-safe alphabet); `=` padding only at the end, at most two;
/// a length that is a multiple of four when padding is required, or that leaves a
/// remainder of two or three characters when it is not. Empty text is the Base64 of no
/// bytes and passes; put `.required` first when the field is mandatory. Not accepted:
/// spaces and line breaks (MIME's 76-character lines), which a sanitizer can remove first.
/// The bits a padded last group leaves unused are not checked, as decoders ignore them.
public struct Base64Validator: Validator {
    /// Why a text is not Base64: the `problem` parameter of the error.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// A character outside the alphabet; `utf16Offset` points at it.
        case invalidCharacter
        /// `=` before the end, more than two, padding that is forbidden, or padding that
        /// does not complete a group of four.
        case misplacedPadding
        /// A length no Base64 text has; `count` is the number of characters.
        case wrongLength
    }

    /// The 64 characters of an encoding.
    public enum Alphabet: Hashable, Sendable {
        /// `A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/` (RFC 4648 §4).
        case standard
        /// `A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_` (RFC 4648 §5, for URLs and file names).
        case urlSafe
    }

    /// Whether the `=` padding is required, optional or forbidden.
    public enum Padding: Hashable, Sendable {
        /// Every group of four is complete: `"QQ=="`.
        case required
        /// `"QQ=="` or `"QQ"`.
        case optional
        /// `"QQ"` only (as JSON Web Tokens write it).
        case forbidden
    }

    /// The alphabet accepted.
    public let alphabet: Alphabet

    /// The padding rule.
    public let padding: Padding

    /// A validator for Base64 text; by default the standard alphabet with padding.
    public init(alphabet: Alphabet = .standard, padding: Padding = .required) {
        self.alphabet = alphabet
        self.padding = padding
    }

    /// Throws `ValidationError.Code.base64` with the ``Problem`` and the `utf16Offset`
    /// of a bad character or the character `count`.
    public func validate(_ input: String) throws(ValidationError) {
        if let failure = UTF8Text.withBytes(of: input, check) ?? nil {
            throw failure.error(.base64)
        }
    }

    private typealias Failure = FormatFailure<Problem>

    private func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
        var dataCount = bytes.count
        while dataCount > 0, bytes[dataCount - 1] == UInt8(ascii: "=") { dataCount -= 1 }
        let paddingCount = bytes.count - dataCount
        for offset in 0..<dataCount where !isAlphabetByte(bytes[offset]) {
            return Failure(
                bytes[offset] == UInt8(ascii: "=") ? .misplacedPadding : .invalidCharacter, at: offset, in: bytes)
        }
        // A group of four characters carries three bytes; a last group of one carries none.
        let remainder = dataCount % 4
        if paddingCount > 0 {
            // Padding completes a last group of two or three characters.
            guard padding != .forbidden, remainder >= 2, remainder + paddingCount == 4 else {
                return Failure(.misplacedPadding, at: dataCount, in: bytes)
            }
            return nil
        }
        if remainder == 1 || (remainder != 0 && padding == .required) {
            return Failure(.wrongLength, count: bytes.count)
        }
        return nil
    }

    @inline(__always)
    private func isAlphabetByte(_ byte: UInt8) -> Bool {
        let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        if isLetter || UTF8Text.digitValue(byte) != nil { return true }
        switch alphabet {
        case .standard: return byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
        case .urlSafe: return byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }
}

extension Validator where Self == Base64Validator {
    /// Base64 with the standard alphabet and `=` padding (code 1205).
    public static var base64: Base64Validator { Base64Validator() }
}
