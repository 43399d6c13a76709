public import Foundation

/// An edit a text control proposes: replace `range` of `text` with `replacement`, where
/// `range` counts UTF-16 code units — what `UITextFieldDelegate`'s
/// `textField(_:shouldChangeCharactersIn:replacementString:)` receives.
///
/// ``proposedText`` is the text after the edit, computed on UTF-16 units exactly as UIKit's
/// `NSString` does. That matters: UIKit sends ranges that start or end *inside* a grapheme
/// cluster (a backspace after a combining accent removes only the accent), while Swift's
/// `Character`-based APIs, `Range(_:in:)`, and Linux Foundation's
/// `NSString.replacingCharacters(in:with:)` round or refuse such ranges. Here they are exact.
///
/// A range that does not fit — past the end, negative, `NSNotFound`, or with an end between
/// the two halves of a surrogate pair (half an emoji) — is not an edit of this text:
/// ``proposedText``, ``rangeInText`` and ``rangeAfterEdit`` are then `nil`.
///
/// ```swift
/// let edit = TextEdit(text: "cafe\u{301}", range: NSRange(location: 4, length: 1), replacement: "")
/// edit.proposedText   // "cafe" — only the accent is gone
/// ```
public struct TextEdit: Hashable, Sendable, CustomStringConvertible {
    /// The text before the edit.
    public let text: String
    /// The UTF-16 range of `text` to replace.
    public let range: NSRange
    /// The string that replaces `range` (empty for a deletion).
    public let replacement: String

    /// Creates the edit that replaces `range` (UTF-16 units) of `text` with `replacement`.
    public init(text: String, range: NSRange, replacement: String) {
        self.text = text
        self.range = range
        self.replacement = replacement
    }

    /// Creates the edit that replaces `range` of `text` with `replacement`.
    ///
    /// The indices may lie inside a grapheme cluster (they are counted in UTF-16 units);
    /// they must be indices of `text`.
    public init(text: String, range: Range<String.Index>, replacement: String) {
        self.init(text: text, range: Self.nsRange(range, in: text), replacement: replacement)
    }

    /// `range` as indices of `text` (exact UTF-16 positions, possibly inside a grapheme
    /// cluster), or `nil` when it does not fit the text.
    ///
    /// Use them with `text.unicodeScalars` or `text.utf16`: `String`'s own subscript and
    /// `replaceSubrange` may round indices to `Character` boundaries.
    public var rangeInText: Range<String.Index>? {
        Self.range(range, in: text)
    }

    /// Whether `range` fits `text` (then ``proposedText`` is not `nil`).
    public var isValid: Bool {
        let units = text.utf16.count
        guard Self.fits(range, units: units) else { return false }
        // In all-ASCII text (as many UTF-8 bytes as UTF-16 units) every unit is a whole
        // scalar, so a range within the length fits: no index walking per keystroke.
        return text.utf8.count == units || rangeInText != nil
    }

    /// The text after the edit, as `NSString` would compute it; `nil` when the range does not
    /// fit the text.
    public var proposedText: String? {
        guard let bounds = rangeInText else { return nil }
        // The text before and after the range, copied as whole runs of UTF-8 (both bounds
        // lie on scalar boundaries), not scalar by scalar.
        let scalars = text.unicodeScalars
        let before = Substring(scalars[..<bounds.lowerBound])
        let after = Substring(scalars[bounds.upperBound...])
        var result = String()
        result.reserveCapacity(before.utf8.count + replacement.utf8.count + after.utf8.count)
        result += before
        result += replacement
        result += after
        return result
    }

    /// The part of `text` the edit replaces; `nil` when the range does not fit the text.
    public var replacedText: String? {
        rangeInText.map { String(text.unicodeScalars[$0]) }
    }

    /// Where `replacement` lies in ``proposedText`` (UTF-16 units). Its upper bound is where
    /// the caret goes after typing or pasting. `nil` when the range does not fit the text.
    public var rangeAfterEdit: NSRange? {
        guard isValid else { return nil }
        return NSRange(location: range.location, length: replacement.utf16.count)
    }

    /// Whether the edit only inserts (an empty range and a non-empty replacement).
    public var isInsertion: Bool {
        range.length == 0 && !replacement.isEmpty
    }

    /// Whether the edit only deletes (a non-empty range and an empty replacement).
    public var isDeletion: Bool {
        range.length > 0 && replacement.isEmpty
    }

    /// A short description such as `replace {4, 1} of "café" with ""`.
    public var description: String {
        "replace {\(range.location), \(range.length)} of \(String(reflecting: text)) with \(String(reflecting: replacement))"
    }

    /// Maps a UTF-16 range to indices of `text` without rounding to `Character` boundaries.
    ///
    /// - Returns: `nil` when the range is negative, `NSNotFound`, past the end, or has an end
    ///   between the two halves of a surrogate pair.
    public static func range(_ range: NSRange, in text: String) -> Range<String.Index>? {
        let utf16 = text.utf16
        guard fits(range, units: utf16.count) else { return nil }
        let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
        let upper = utf16.index(lower, offsetBy: range.length)
        let scalars = text.unicodeScalars
        guard lower.samePosition(in: scalars) != nil, upper.samePosition(in: scalars) != nil else { return nil }
        return lower..<upper
    }

    /// Whether `range` lies within `units` UTF-16 units (not negative, not past the end,
    /// without overflowing).
    private static func fits(_ range: NSRange, units: Int) -> Bool {
        range.location >= 0 && range.length >= 0 && range.location <= units && range.length <= units - range.location
    }

    /// Maps indices of `text` to a UTF-16 range (the inverse of ``range(_:in:)``).
    ///
    /// Indices past the end of `text` give a range past its end (which no edit accepts).
    public static func nsRange(_ range: Range<String.Index>, in text: String) -> NSRange {
        let count = text.utf16.count
        func offset(_ index: String.Index) -> Int {
            index <= text.endIndex ? text.utf16.distance(from: text.utf16.startIndex, to: index) : count + 1
        }
        let lower = offset(range.lowerBound)
        return NSRange(location: lower, length: max(0, offset(range.upperBound) - lower))
    }
}
