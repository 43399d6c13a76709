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

    /// Applies the edit with ``first`` (so a mask in front keeps its editing rules), then
    /// runs ``second``.
    public func apply(_ edit: TextEdit) throws(ValidationError) -> SanitizedText {
        let halfway = try first.apply(edit)
        return second.sanitize(halfway.text, cursor: halfway.cursor)
    }
}
