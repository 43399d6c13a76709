import Foundation

/// One edit of a text, in Foundation's terms: the text before the edit, the `NSRange`
/// (in UTF-16 code units) it replaces, and the replacement.
///
/// This is exactly what `textField(_:shouldChangeCharactersIn:replacementString:)` gets:
///
/// ```swift
/// let edit = TextEdit(text: "12", range: NSRange(location: 2, length: 0), replacement: "3")
/// try CharacterClassValidator.numeric.validate(edit: edit)   // checks "3" only
/// try edit.resultingText()                                    // "123"
/// ```
///
/// A deletion has an empty ``replacement``; an insertion an empty ``range``; pasting over a
/// selection has both.
public struct TextEdit: Hashable, Sendable {
    /// The whole text before the edit.
    public var text: String

    /// The replaced range of ``text``, in UTF-16 code units.
    public var range: NSRange

    /// The text that replaces ``range``; empty for a deletion.
    public var replacement: String

    /// An edit replacing `range` of `text` with `replacement`.
    public init(text: String, range: NSRange, replacement: String) {
        self.text = text
        self.range = range
        self.replacement = replacement
    }

    /// An edit replacing `range` of `text` with `replacement`, from `String` indices.
    public init(text: String, replacing range: Range<String.Index>, with replacement: String) {
        self.init(text: text, range: NSRange(range, in: text), replacement: replacement)
    }

    /// Whether the edit only removes text.
    public var isDeletion: Bool {
        replacement.isEmpty
    }

    /// The text after the edit, computed like `NSString.replacingCharacters(in:with:)`
    /// (when the range cuts a surrogate pair, the orphaned half becomes U+FFFD).
    ///
    /// - Throws: A ``ValidationError`` with code ``ValidationError/Code/invalidEdit``
    ///   when ``range`` does not lie inside ``text``.
    public func resultingText() throws(ValidationError) -> String {
        let bounds = try replacedBounds()
        guard let aligned = bounds.scalarAligned else {
            // The range cuts a surrogate pair: edit the UTF-16 units as UIKit's NSString
            // would; the orphaned half reads as U+FFFD, as it does when Apple bridges
            // such an NSString. (Foundation on Linux drops it instead, so do it here.)
            var units = Array(text.utf16)
            units.replaceSubrange(range.location..<(range.location + range.length), with: replacement.utf16)
            return String(decoding: units, as: UTF16.self)
        }
        var result = text
        result.replaceSubrange(aligned, with: replacement)
        return result
    }

    /// The replaced range checked against ``text``.
    struct Bounds {
        /// The range as `String` indices, or `nil` when an end falls inside a Unicode
        /// scalar (between the two halves of a surrogate pair).
        var scalarAligned: Range<String.Index>?
    }

    /// Checks ``range`` against ``text`` without reading the text's characters: O(1) for
    /// ASCII or bridged `NSString` text (other native text keeps UTF-16 breadcrumbs).
    func replacedBounds() throws(ValidationError) -> Bounds {
        let units = text.utf16
        let count = units.count
        // Compare as integers first: offsetting an index by a huge length would trap.
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
            range.location <= count, range.length <= count - range.location
        else {
            throw ValidationError(
                .invalidEdit,
                parameters: [
                    .location: .int(range.location), .length: .int(range.length), .textLength: .int(count),
                ]
            )
        }
        let lower = units.index(units.startIndex, offsetBy: range.location)
        let upper = units.index(lower, offsetBy: range.length)
        let scalars = text.unicodeScalars
        guard lower.samePosition(in: scalars) != nil, upper.samePosition(in: scalars) != nil else {
            return Bounds(scalarAligned: nil)
        }
        return Bounds(scalarAligned: lower..<upper)
    }
}
