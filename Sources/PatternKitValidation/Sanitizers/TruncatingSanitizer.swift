/// Cuts text to a maximum length, always between characters: an emoji, a flag or a letter
/// with its accents is kept whole or dropped whole, never split.
///
/// ```swift
/// let short: some Sanitizer = .truncated(to: 5)
/// short.sanitize("Hello, world")          // "Hello"
/// short.sanitize("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦")      // five families: 5 characters (55 UTF-16 units)
///
/// // A server column limited to 10 UTF-16 units:
/// TruncatingSanitizer(maximumLength: 10, unit: .utf16).sanitize("👨‍👩‍👧‍👦!")  // "": the family is 11 units
/// ```
///
/// Length is counted in characters (what the user sees) unless you pick another
/// `TextUnit` — the unit a ``LengthValidator`` counts in; in every unit the cut falls on
/// the last character boundary that fits.
public struct TruncatingSanitizer: Sanitizer {
    /// The maximum length; a negative value counts as 0.
    public let maximumLength: Int

    /// What ``maximumLength`` counts.
    public let unit: TextUnit

    /// A sanitizer keeping at most `maximumLength` `unit`s.
    public init(maximumLength: Int, unit: TextUnit = .characters) {
        self.maximumLength = max(0, maximumLength)
        self.unit = unit
    }

    /// The longest prefix of whole characters that fits; a caret past it goes to its end.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        let end = unit.endOfPrefix(of: text, maximumLength: maximumLength)
        if end == text.endIndex {
            return SanitizedText(text: text, cursor: cursor)
        }
        let kept = String(text[..<end])
        return SanitizedText(text: kept, cursor: min(cursor, kept.utf16.count))
    }
}

extension Sanitizer where Self == TruncatingSanitizer {
    /// Keeps at most `maximumLength` units (characters by default), cutting between characters.
    public static func truncated(to maximumLength: Int, unit: TextUnit = .characters) -> TruncatingSanitizer {
        TruncatingSanitizer(maximumLength: maximumLength, unit: unit)
    }
}
