/// Accepts text that is already in lower (or upper) case: text that lowercasing (or
/// uppercasing) would leave as it is. Digits, spaces, punctuation and letters of scripts
/// without case pass.
///
/// ```swift
/// let handle: some Validator<String> = .lowercase
/// handle.isValid("ada_lovelace 1815")   // true
/// handle.isValid("straße")              // true
/// handle.isValid("Ada")                 // false (code 1107): "A" at offset 0
///
/// let code: some Validator<String> = .uppercase
/// code.isValid("SW1A 1AA")              // true
/// code.isValid("ΑΘΗΝΑ")                 // true
/// code.isValid("sw1a")                  // false (code 1108)
/// ```
///
/// Each character is mapped on its own with Unicode's default case mapping, the same on
/// every device. "ß" counts as lowercase, though uppercasing makes it "SS"; a titlecase
/// letter such as "ǅ" is neither. To change the case instead of rejecting it, use
/// ``CaseSanitizer``.
public struct LetterCaseValidator: Validator {
    /// The case the text must be in.
    public enum Case: Hashable, Sendable {
        /// Lower case: code `ValidationError.Code.notLowercase` (1107).
        case lower
        /// Upper case: code `ValidationError.Code.notUppercase` (1108).
        case upper
    }

    /// The case the text must be in.
    public let requiredCase: Case

    /// A validator requiring `requiredCase`.
    public init(_ requiredCase: Case) {
        self.requiredCase = requiredCase
    }

    /// Throws `ValidationError.Code.notLowercase` or `ValidationError.Code.notUppercase`
    /// with the first character that is in the other case and its `utf16Offset`.
    public func validate(_ input: String) throws(ValidationError) {
        guard let (character, offset) = firstMiscased(in: input) else { return }
        throw ValidationError(
            requiredCase == .lower ? .notLowercase : .notUppercase,
            parameters: [.character: .string(String(character)), .utf16Offset: .int(offset)]
        )
    }

    /// Whether `input` is in ``requiredCase``.
    public func isValid(_ input: String) -> Bool {
        firstMiscased(in: input) == nil
    }

    /// The first character that the mapping changes, with its UTF-16 offset.
    private func firstMiscased(in text: String) -> (Character, Int)? {
        // ASCII text, nearly every input, is judged by its bytes.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> (Bool, Int?) in
            var allASCII = true
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 {
                    allASCII = false
                    break
                }
                if isMiscased(ascii: byte) { return (true, offset) }
            }
            return (allASCII, nil)
        }
        if let (allASCII, offset) = ascii, allASCII || offset != nil {
            guard let offset else { return nil }
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            return (text[index], offset)
        }
        var offset = 0
        for character in text {
            if !character.isASCII || isMiscased(ascii: character.asciiValue ?? 0) {
                let piece = String(character)
                let mapped = requiredCase == .lower ? piece.lowercased() : piece.uppercased()
                if mapped != piece { return (character, offset) }
            }
            offset += character.utf16.count
        }
        return nil
    }

    @inline(__always)
    private func isMiscased(ascii byte: UInt8) -> Bool {
        switch requiredCase {
        case .lower: byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        case .upper: byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
        }
    }
}

extension Validator where Self == LetterCaseValidator {
    /// Text that lowercasing would not change (code 1107): "ada_lovelace", "straße".
    public static var lowercase: LetterCaseValidator { LetterCaseValidator(.lower) }

    /// Text that uppercasing would not change (code 1108): "SW1A 1AA", "ΑΘΗΝΑ".
    public static var uppercase: LetterCaseValidator { LetterCaseValidator(.upper) }
}
