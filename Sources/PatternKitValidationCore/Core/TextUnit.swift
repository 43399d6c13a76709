/// What a length of text counts: user-perceived characters, Unicode scalars, UTF-16 code
/// units or UTF-8 bytes.
///
/// One unit serves every rule about length — `LengthValidator` checks a length in it,
/// `TruncatingSanitizer` cuts to one — and ``length(of:)`` counts the same way, so a
/// counter under a text field shows the number the rule checks:
///
/// ```swift
/// let text = "👍🏽 é"                         // a thumb with a skin tone, a space, "e" + U+0301
/// TextUnit.characters.length(of: text)       // 3
/// TextUnit.unicodeScalars.length(of: text)   // 5
/// TextUnit.utf16.length(of: text)            // 7: NSString.length
/// TextUnit.utf8.length(of: text)             // 12: bytes on the wire
///
/// let bio: some Validator<String> = .length(max: 160, unit: .utf16)
/// let counter = "\(TextUnit.utf16.length(of: text))/160"
/// ```
///
/// Choose ``characters`` (the default everywhere) for what people see, ``utf16`` to agree
/// with `UITextField` ranges and the `maxlength` of web forms, ``utf8`` for storage and
/// protocol limits. The raw value is the name written into an error's
/// ``ValidationError/ParameterKey/unit`` parameter.
public enum TextUnit: String, Hashable, Sendable, CaseIterable {
    /// User-perceived characters (Swift `Character`s, extended grapheme clusters).
    case characters
    /// Unicode scalars (code points).
    case unicodeScalars
    /// UTF-16 code units: `NSString.length`, `NSRange`, `UITextField` positions.
    case utf16
    /// UTF-8 bytes: storage and protocol limits.
    case utf8

    /// The length of `text` in this unit.
    public func length(of text: String) -> Int {
        length(of: text, upTo: .max)
    }

    /// The length of `text` in this unit, or `limit` when it is at least `limit`: counting
    /// stops there, so a check against a bound costs the same for a 10 MB paste as for a
    /// short text. A negative `limit` counts as 0.
    public func length(of text: String, upTo limit: Int) -> Int {
        let limit = Swift.max(limit, 0)
        switch self {
        case .utf8: return Swift.min(text.utf8.count, limit)
        case .utf16: return Swift.min(text.utf16.count, limit)
        case .unicodeScalars: return Self.count(text.unicodeScalars, upTo: limit)
        case .characters: return Self.count(text, upTo: limit)
        }
    }

    /// The length of one character in this unit.
    func length(of character: Character) -> Int {
        switch self {
        case .characters: 1
        case .unicodeScalars: character.unicodeScalars.count
        case .utf16: character.utf16.count
        case .utf8: character.utf8.count
        }
    }

    /// The end of the longest prefix of `text` made of whole characters whose length is at
    /// most `maximumLength` (a negative `maximumLength` counts as 0).
    package func endOfPrefix(of text: String, maximumLength: Int) -> String.Index {
        let maximumLength = Swift.max(maximumLength, 0)
        if self == .characters {
            return text.index(text.startIndex, offsetBy: maximumLength, limitedBy: text.endIndex) ?? text.endIndex
        }
        // Quick exit for text that fits, counting no further than one past the limit.
        if length(of: text, upTo: maximumLength == .max ? .max : maximumLength + 1) <= maximumLength {
            return text.endIndex
        }
        var used = 0
        var end = text.startIndex
        for character in text {
            used += length(of: character)
            guard used <= maximumLength else { break }
            end = text.utf8.index(end, offsetBy: character.utf8.count)
        }
        return end
    }

    /// How many elements `elements` has, or `limit` when it has at least that many.
    private static func count(_ elements: some Sequence, upTo limit: Int) -> Int {
        var count = 0
        var iterator = elements.makeIterator()
        while count < limit, iterator.next() != nil {
            count += 1
        }
        return count
    }
}
