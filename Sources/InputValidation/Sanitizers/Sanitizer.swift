import Foundation

/// A strategy that tidies text before it is shown or validated: keep only allowed
/// characters, trim, collapse whitespace, truncate, change case, format with a mask.
///
/// The seed let a validator change a field's value "for example, by deleting the wrong
/// characters". A sanitizer does that one job, and also says where the caret goes, so a
/// text field (UIKit or terminal) can rewrite its text while the user types without the
/// caret jumping:
///
/// ```swift
/// let phone = InputMask("(###) ###-####")
/// phone.sanitize("5551234567")                    // "(555) 123-4567"
///
/// // In a text field's should-change callback:
/// let edit = TextEdit(text: "(555) 12", range: NSRange(location: 8, length: 0), replacement: "3")
/// let result = try phone.apply(edit)              // "(555) 123", caret 9
/// ```
///
/// Every built-in sanitizer is idempotent — sanitizing twice changes nothing more — and
/// works on whole characters where it cuts or formats, so an emoji or an accented letter is
/// never split. Chain sanitizers with ``then(_:)`` and put one in front of a validator with
/// ``Validator/sanitizing(with:)``. Positions are UTF-16 offsets, as in `NSRange`.
///
/// Conforming types implement ``sanitize(_:cursor:)``; the rest has defaults.
public protocol Sanitizer: Sendable {
    /// Sanitizes `text` and moves a caret at `cursor` (UTF-16 units into `text`) along.
    ///
    /// A `cursor` outside the text is moved into it first.
    func sanitize(_ text: String, cursor: Int) -> SanitizedText

    /// The sanitized text. The default calls ``sanitize(_:cursor:)``.
    func sanitize(_ text: String) -> String

    /// Applies a text field's edit, then sanitizes: the text and caret to show instead of
    /// what the edit alone would give.
    ///
    /// The default sanitizes `edit.proposedText` with the caret after the replacement. An
    /// ``InputMask`` also makes Backspace over a separator delete the digit before it.
    ///
    /// - Throws: ``ValidationError/Code/invalidEdit`` when the edit's range does not fit its text.
    func apply(_ edit: TextEdit) throws(ValidationError) -> SanitizedText
}

extension Sanitizer {
    /// The sanitized text, from ``sanitize(_:cursor:)``.
    public func sanitize(_ text: String) -> String {
        sanitize(text, cursor: text.utf16.count).text
    }

    /// Sanitizes `edit.proposedText` with the caret after the replacement.
    public func apply(_ edit: TextEdit) throws(ValidationError) -> SanitizedText {
        try sanitizeProposedText(of: edit)
    }

    /// What ``apply(_:)`` does by default, for conforming types that add to it.
    func sanitizeProposedText(of edit: TextEdit) throws(ValidationError) -> SanitizedText {
        guard let proposed = edit.proposedText, let inserted = edit.rangeAfterEdit else {
            throw ValidationError.invalidEdit(edit)
        }
        return sanitize(proposed, cursor: NSMaxRange(inserted))
    }

    /// This sanitizer followed by `next` (see ``ChainedSanitizer``).
    ///
    /// ```swift
    /// let name: some Sanitizer = .trimmingWhitespace.then(.collapsingWhitespace)
    /// ```
    public func then<Next: Sanitizer>(_ next: Next) -> ChainedSanitizer<Self, Next> {
        ChainedSanitizer(self, next)
    }
}
