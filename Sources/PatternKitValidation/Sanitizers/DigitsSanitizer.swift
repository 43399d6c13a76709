/// Keeps only decimal digits, written as ASCII `0`–`9`: for card, phone and PIN fields.
///
/// ```swift
/// let digits: some Sanitizer = .digitsOnly
/// digits.sanitize("+1 (555) 123-4567")   // "15551234567"
/// digits.sanitize("١٢٣-٤٥")              // "12345": Arabic-Indic digits become ASCII
/// digits.sanitize("１２３")               // "123": so do fullwidth ones
/// ```
///
/// Digits of every script (Unicode category Nd) are kept and converted, so a user whose
/// keyboard types Arabic-Indic, Devanagari or fullwidth digits can fill in a card number;
/// every other character is deleted. Use `Sanitizer.keeping(_:)` with
/// `CharacterClass.asciiDigits` to delete non-ASCII digits instead.
public struct DigitsSanitizer: Sanitizer {
    /// A sanitizer keeping decimal digits as ASCII digits.
    public init() {}

    /// Only the digits of `text`, in ASCII; the caret stays by the same digits.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        guard !CharacterClass.asciiDigits.allows(text) else {
            return SanitizedText(text: text, cursor: cursor)
        }
        var tracker = CursorTracker(cursor: cursor, in: text)
        for scalar in text.unicodeScalars {
            tracker.consume(utf16Length: scalar.utf16.count)
            if let digit = Self.asciiDigit(scalar) { tracker.emit(digit) }
        }
        return tracker.finish()
    }

    /// The ASCII digit `scalar` stands for, or `nil` when it is not a decimal digit.
    static func asciiDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if ("0"..."9").contains(scalar) { return scalar }
        guard scalar.properties.generalCategory == .decimalNumber,
            let value = scalar.properties.numericValue, value >= 0, value <= 9
        else { return nil }
        return Unicode.Scalar(UInt8(48 + Int(value)))
    }
}

extension Sanitizer where Self == DigitsSanitizer {
    /// Keeps decimal digits of any script as ASCII digits and deletes everything else.
    public static var digitsOnly: DigitsSanitizer {
        DigitsSanitizer()
    }
}
