/// Cuts text to a maximum length, always between characters: an emoji, a flag or a letter
/// with its accents is kept whole or dropped whole, never split.
///
/// ```swift
/// let short: some Sanitizer = .truncated(to: 5)
/// short.sanitize("Hello, world")          // "Hello"
/// short.sanitize("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦")      // five families: 5 characters (55 UTF-16 units)
///
/// // A server column limited to 10 UTF-16 units:
/// TruncatingSanitizer(maxLength: 10, counting: .utf16).sanitize("👨‍👩‍👧‍👦!")  // "": the family is 11 units
/// ```
///
/// Length is counted in characters (what the user sees) unless you pick another ``Unit``;
/// in every unit the cut falls on the last character boundary that fits.
public struct TruncatingSanitizer: Sanitizer {
    /// What the maximum length counts.
    public enum Unit: Hashable, Sendable {
        /// Characters (extended grapheme clusters), as the user sees them.
        case characters
        /// Unicode scalars.
        case unicodeScalars
        /// UTF-16 code units, as `NSString.length` and most databases of Apple platforms count.
        case utf16
        /// UTF-8 bytes, as many servers limit a field.
        case utf8
    }

    /// The maximum length; a negative value counts as 0.
    public let maxLength: Int

    /// What ``maxLength`` counts.
    public let unit: Unit

    /// A sanitizer keeping at most `maxLength` `unit`s.
    public init(maxLength: Int, counting unit: Unit = .characters) {
        self.maxLength = max(0, maxLength)
        self.unit = unit
    }

    /// The longest prefix of whole characters that fits; a caret past it goes to its end.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        let end = cutIndex(in: text)
        if end == text.endIndex {
            return SanitizedText(text: text, cursor: cursor)
        }
        let kept = String(text[..<end])
        return SanitizedText(text: kept, cursor: min(cursor, kept.utf16.count))
    }

    /// The end of the longest prefix of whole characters within ``maxLength``.
    private func cutIndex(in text: String) -> String.Index {
        if unit == .characters {
            return text.index(text.startIndex, offsetBy: maxLength, limitedBy: text.endIndex) ?? text.endIndex
        }
        // Quick exit for text that fits.
        if measure(text[...]) <= maxLength { return text.endIndex }
        var used = 0
        var end = text.startIndex
        for character in text {
            used += measure(character)
            guard used <= maxLength else { break }
            end = text.index(after: end)
        }
        return end
    }

    private func measure(_ text: Substring) -> Int {
        switch unit {
        case .characters: text.count
        case .unicodeScalars: text.unicodeScalars.count
        case .utf16: text.utf16.count
        case .utf8: text.utf8.count
        }
    }

    private func measure(_ character: Character) -> Int {
        switch unit {
        case .characters: 1
        case .unicodeScalars: character.unicodeScalars.count
        case .utf16: character.utf16.count
        case .utf8: character.utf8.count
        }
    }
}

extension Sanitizer where Self == TruncatingSanitizer {
    /// Keeps at most `maxLength` units (characters by default), cutting between characters.
    public static func truncated(
        to maxLength: Int, counting unit: TruncatingSanitizer.Unit = .characters
    ) -> TruncatingSanitizer {
        TruncatingSanitizer(maxLength: maxLength, counting: unit)
    }
}
