/// Keeps only the characters of a `CharacterClass` and deletes the rest: the Strategy article's
/// "deleting the wrong characters".
///
/// ```swift
/// let hex: some Sanitizer = .keeping(CharacterClass(charactersIn: "0123456789abcdef"))
/// hex.sanitize("c0:ff:ee")     // "c0ffee"
/// ```
///
/// Like `CharacterClass` it works on Unicode scalars: an "é" written as "e" + a combining
/// accent keeps the "e" when only ASCII letters are allowed.
public struct CharacterFilterSanitizer: Sanitizer {
    /// The scalars that are kept.
    public let allowed: CharacterClass

    /// A sanitizer keeping the scalars of `allowed`.
    public init(keeping allowed: CharacterClass) {
        self.allowed = allowed
    }

    /// `text` without the scalars outside ``allowed``; the caret stays by the same neighbours.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        guard !allowed.allows(text) else {
            return SanitizedText(text: text, cursor: cursor)
        }
        var tracker = CursorTracker(cursor: cursor, in: text)
        for scalar in text.unicodeScalars {
            tracker.consume(utf16Length: scalar.utf16.count)
            if allowed.contains(scalar) { tracker.emit(scalar) }
        }
        return tracker.finish()
    }

    /// `text` without the scalars outside ``allowed``.
    public func sanitize(_ text: String) -> String {
        guard !allowed.allows(text) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.lazy.filter(allowed.contains))
        return String(kept)
    }
}

extension Sanitizer where Self == CharacterFilterSanitizer {
    /// Keeps the characters of `allowed` and deletes the others.
    ///
    /// ```swift
    /// let lettersOnly: some Sanitizer = .keeping(.letters)
    /// ```
    public static func keeping(_ allowed: CharacterClass) -> CharacterFilterSanitizer {
        CharacterFilterSanitizer(keeping: allowed)
    }
}
