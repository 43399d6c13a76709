import Foundation

/// Two sanitizers in a row: the text and the caret go through the first, then the second.
///
/// Made with ``Sanitizer/then(_:)``:
///
/// ```swift
/// let card: some Sanitizer = .digitsOnly.then(InputMask("#### #### #### ####"))
/// card.sanitize("4111-1111 1111 1111")   // "4111 1111 1111 1111"
/// ```
///
/// Each built-in sanitizer is idempotent, but a chain of them need not be, so mind the
/// order: `.truncated(to: 3).then(.uppercased)` turns "aaß" into "AASS", which a second pass
/// cuts to "AAS" — truncate last. The chains this documentation shows are tested to be
/// idempotent.
///
/// **Edits.** A chain edits as its members do: ``Sanitizer/apply(_:)`` applies the edit
/// every member means (``intendedEdit(for:)``), then sanitizes through the whole chain. So
/// a mask keeps its rule — Backspace over a separator deletes the digit before it — whether
/// it comes first or last, and `.digitsOnly.then(mask)` types exactly like `mask` while also
/// accepting Arabic-Indic, Devanagari or fullwidth digits. When both members have an edit
/// rule, ``second`` reads the edit first — the text on screen is what it wrote — and
/// ``first`` reads the edit as ``second`` understood it.
public struct ChainedSanitizer<First: Sanitizer, Second: Sanitizer>: Sanitizer {
    /// The sanitizer that runs first.
    public let first: First
    /// The sanitizer that runs on the first one's output.
    public let second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Runs ``first`` then ``second``, carrying the caret through both.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        let halfway = first.sanitize(text, cursor: cursor)
        return second.sanitize(halfway.text, cursor: halfway.cursor)
    }

    /// Runs ``first`` then ``second``.
    public func sanitize(_ text: String) -> String {
        second.sanitize(first.sanitize(text))
    }

    /// The edit ``second`` means by `edit`, as ``first`` understands it.
    public func intendedEdit(for edit: TextEdit) -> TextEdit {
        first.intendedEdit(for: second.intendedEdit(for: edit))
    }
}
