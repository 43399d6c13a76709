public import Foundation

/// Text after a ``Sanitizer`` ran, with the caret position carried over from the text before.
///
/// A text field that rewrites what the user typed must also move the caret, or it jumps to
/// the end — the most reported bug of input masks. ``cursor`` is where the caret goes, in
/// UTF-16 code units (the unit of `NSRange`, `UITextField` offsets and `TextEdit`), always
/// inside ``text`` and never between the two halves of a surrogate pair.
///
/// ```swift
/// let result = InputMask("(###) ###-####").sanitize("5551234", cursor: 3)
/// result.text     // "(555) 123-4"
/// result.cursor   // 4: still right after the third digit
/// ```
public struct SanitizedText: Hashable, Sendable, CustomStringConvertible {
    /// The sanitized text.
    public let text: String

    /// Where the caret goes in ``text``, in UTF-16 code units from its start.
    public let cursor: Int

    /// Text with a caret at `cursor`, moved into the text if it lies outside (below 0 or
    /// past the end) and to the start of a scalar if it splits a surrogate pair.
    public init(text: String, cursor: Int) {
        self.text = text
        self.cursor = Self.clamp(cursor, in: text)
    }

    /// ``cursor`` as an index of ``text``.
    public var cursorIndex: String.Index {
        text.utf16.index(text.utf16.startIndex, offsetBy: cursor)
    }

    /// An empty selection at ``cursor``, for `UITextField.selectedRange`-style APIs.
    public var selection: NSRange {
        NSRange(location: cursor, length: 0)
    }

    /// The text with a `|` at the caret, for logs and tests: `"(555) 1|23"`.
    public var description: String {
        var marked = text
        marked.insert("|", at: cursorIndex)
        return marked
    }

    /// `offset` moved into `0...text.utf16.count` and onto a scalar boundary.
    package static func clamp(_ offset: Int, in text: String) -> Int {
        let utf16 = text.utf16
        let count = utf16.count
        guard offset > 0 else { return 0 }
        guard offset < count else { return count }
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        if index.samePosition(in: text.unicodeScalars) == nil {
            return offset - 1  // inside a surrogate pair: before it
        }
        return offset
    }

    /// The text a transformation made of `original`, with the caret placed by comparing
    /// the two.
    ///
    /// - When the transformation only deleted characters (trimming, filtering), the caret
    ///   stays after the same remaining characters.
    /// - When it only inserted characters (separators), the caret stays after the same
    ///   original characters.
    /// - Otherwise a caret in the unchanged start stays, one in the unchanged end keeps its
    ///   distance from the end, and one in the changed middle goes to the end of the new middle.
    ///
    /// This is how a ``Sanitizer`` written as a closure (see ``AnySanitizer``) moves the caret.
    public static func mapping(cursor: Int, from original: String, to sanitized: String) -> SanitizedText {
        let old = Array(original.unicodeScalars)
        let new = Array(sanitized.unicodeScalars)
        let caret = clamp(cursor, in: original)
        // The caret as a count of scalars before it.
        var before = 0
        var units = 0
        while before < old.count, units < caret {
            units += old[before].utf16.count
            before += 1
        }
        if old.count >= new.count, let mapped = caretAfterDeletions(old, new, before) {
            return SanitizedText(text: sanitized, cursor: utf16Length(new[..<mapped]))
        }
        if new.count > old.count, let mapped = caretAfterInsertions(old, new, before) {
            return SanitizedText(text: sanitized, cursor: utf16Length(new[..<mapped]))
        }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let mapped: Int  // in scalars of `new`
        if before <= prefix {
            mapped = before
        } else if before >= old.count - suffix {
            mapped = new.count - (old.count - before)
        } else {
            mapped = new.count - suffix
        }
        return SanitizedText(text: sanitized, cursor: utf16Length(new[..<mapped]))
    }

    /// When `new` is `old` with scalars deleted: how many of `new`'s scalars come from the
    /// first `before` scalars of `old`. `nil` when `new` is not a subsequence of `old`.
    private static func caretAfterDeletions(_ old: [Unicode.Scalar], _ new: [Unicode.Scalar], _ before: Int) -> Int? {
        var matched = 0
        var mappedCaret = 0
        for (index, scalar) in old.enumerated() {
            if index == before { mappedCaret = matched }
            if matched < new.count, new[matched] == scalar { matched += 1 }
        }
        if before >= old.count { mappedCaret = matched }
        return matched == new.count ? mappedCaret : nil
    }

    /// When `new` is `old` with scalars inserted: where in `new` the first `before` scalars
    /// of `old` end. `nil` when `old` is not a subsequence of `new`.
    private static func caretAfterInsertions(_ old: [Unicode.Scalar], _ new: [Unicode.Scalar], _ before: Int) -> Int? {
        var matched = 0
        var mappedCaret = before == 0 ? 0 : nil as Int?
        for (index, scalar) in new.enumerated() where matched < old.count && old[matched] == scalar {
            matched += 1
            if matched == before { mappedCaret = index + 1 }
        }
        guard matched == old.count else { return nil }
        return mappedCaret
    }

    private static func utf16Length(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + $1.utf16.count }
    }
}
