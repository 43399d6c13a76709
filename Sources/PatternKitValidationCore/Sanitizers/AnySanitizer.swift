/// A type-erased ``Sanitizer``, or a sanitizer written as a closure.
///
/// ```swift
/// let noZeroWidth = AnySanitizer { $0.replacingOccurrences(of: "\u{200B}", with: "") }
/// noZeroWidth("a\u{200B}b")                 // "ab"
/// ```
///
/// A closure says nothing about the caret, so the caret is placed by comparing the text
/// before and after (``SanitizedText/mapping(cursor:from:to:)``): exact when the closure
/// changes one stretch of the text, a good guess otherwise. Conform a type to ``Sanitizer``
/// for an exact mapping.
public struct AnySanitizer: Sanitizer {
    private let transform: @Sendable (String) -> String
    private let tracked: @Sendable (String, Int) -> SanitizedText
    /// The wrapped sanitizer's edit rule; `nil` for a closure, which has none.
    private let intended: (@Sendable (TextEdit) -> TextEdit)?

    /// Wraps `base`, edit rule included. Wrapping an `AnySanitizer` again returns it unchanged.
    public init(_ base: some Sanitizer) {
        if let erased = base as? AnySanitizer {
            self = erased
            return
        }
        transform = { base.sanitize($0) }
        tracked = { base.sanitize($0, cursor: $1) }
        intended = { base.intendedEdit(for: $0) }
    }

    /// A sanitizer running `transform`; the caret is placed by comparing before and after.
    public init(_ transform: @escaping @Sendable (String) -> String) {
        self.transform = transform
        tracked = { text, cursor in
            SanitizedText.mapping(cursor: cursor, from: text, to: transform(text))
        }
        intended = nil
    }

    /// The wrapped sanitizer's result.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        tracked(text, cursor)
    }

    /// The wrapped sanitizer's text.
    public func sanitize(_ text: String) -> String {
        transform(text)
    }

    /// The edit the wrapped sanitizer means by `edit`; `edit` itself for a closure.
    public func intendedEdit(for edit: TextEdit) -> TextEdit {
        intended?(edit) ?? edit
    }

    /// The sanitized text: `sanitizer(text)`, like a function.
    public func callAsFunction(_ text: String) -> String {
        transform(text)
    }
}
