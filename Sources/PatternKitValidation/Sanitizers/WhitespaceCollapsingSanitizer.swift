/// Replaces each run of whitespace and line breaks with a single space.
///
/// ```swift
/// let tidy: some Sanitizer = .trimmingWhitespace.then(.collapsingWhitespace)
/// tidy.sanitize("  Ada \t\n  Lovelace ")   // "Ada Lovelace"
/// ```
///
/// Whitespace is judged per character, as in ``TrimmingSanitizer``. Runs at the ends become
/// one space too; chain `Sanitizer.trimmingWhitespace` to remove them.
public struct WhitespaceCollapsingSanitizer: Sanitizer {
    /// A sanitizer collapsing whitespace.
    public init() {}

    /// The text with each whitespace run replaced by one space; a caret inside a run goes
    /// after that space.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        var tracker = CursorTracker(cursor: cursor, in: text)
        var inRun = false
        for character in text {
            tracker.consume(utf16Length: character.utf16.count)
            if character.isWhitespaceOnly {
                if !inRun { tracker.emit(" " as Character) }
                inRun = true
            } else {
                tracker.emit(character)
                inRun = false
            }
        }
        return tracker.finish()
    }
}

extension Sanitizer where Self == WhitespaceCollapsingSanitizer {
    /// Replaces each run of whitespace with a single space.
    public static var collapsingWhitespace: WhitespaceCollapsingSanitizer {
        WhitespaceCollapsingSanitizer()
    }
}
