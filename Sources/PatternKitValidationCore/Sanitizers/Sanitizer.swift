import Foundation

/// A strategy that tidies text before it is shown or validated: keep only allowed
/// characters, trim, collapse whitespace, truncate, change case, format with a mask.
///
/// The Strategy article let a validator change a field's value "for example, by deleting the wrong
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
///
/// **Edits.** A text field's edit goes through ``apply(_:)``: the sanitizer first says
/// which edit the user means (``intendedEdit(for:)`` — for an `InputMask`, Backspace over a
/// separator means deleting the digit before it), then that edit's result is sanitized.
/// Keeping the two steps apart is what lets a ``ChainedSanitizer`` keep the edit rules of
/// all its members: `.digitsOnly.then(mask)` edits exactly as `mask` does, and also takes
/// digits of every script. A sanitizer with an edit rule of its own implements
/// ``intendedEdit(for:)``, never `apply(_:)`.
public protocol Sanitizer: Sendable {
    /// Sanitizes `text` and moves a caret at `cursor` (UTF-16 units into `text`) along.
    ///
    /// A `cursor` outside the text is moved into it first.
    func sanitize(_ text: String, cursor: Int) -> SanitizedText

    /// The sanitized text. The default calls ``sanitize(_:cursor:)``.
    func sanitize(_ text: String) -> String

    /// The edit the user means by `edit`, an edit of this sanitizer's output: `edit` itself
    /// by default. An `InputMask` widens a deletion of separators alone (Backspace right
    /// after `") "`) to the character before them, so the user is never stuck behind one.
    ///
    /// Return an edit of the same text (`edit.text`). An edit whose range does not fit the
    /// text should come back unchanged; ``apply(_:)`` then reports it.
    func intendedEdit(for edit: TextEdit) -> TextEdit
}

extension Sanitizer {
    /// The sanitized text, from ``sanitize(_:cursor:)``.
    public func sanitize(_ text: String) -> String {
        sanitize(text, cursor: text.utf16.count).text
    }

    /// `edit` unchanged: most sanitizers have no edit rule.
    public func intendedEdit(for edit: TextEdit) -> TextEdit {
        edit
    }

    /// Applies a text field's edit, then sanitizes: the text and caret to show instead of
    /// what the edit alone would give.
    ///
    /// The edit applied is ``intendedEdit(for:)``; its result is sanitized with the caret
    /// after the replacement.
    ///
    /// ```swift
    /// let card: some Sanitizer = .digitsOnly.then(InputMask("#### #### #### ####"))
    /// let backspace = TextEdit(text: "4111 1111", range: NSRange(location: 4, length: 1), replacement: "")
    /// try card.apply(backspace)   // "411|1 111": the digit before the space is deleted
    /// ```
    ///
    /// - Throws: ``ValidationError/Code/invalidEdit`` when the edit's range does not fit its text.
    public func apply(_ edit: TextEdit) throws(ValidationError) -> SanitizedText {
        let intended = intendedEdit(for: edit)
        guard let proposed = intended.proposedText, let inserted = intended.rangeAfterEdit else {
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
