/// Removes whitespace and line breaks from the start and the end of the text.
///
/// ```swift
/// let trimmed: some Sanitizer = .trimmingWhitespace
/// trimmed.sanitize("  Ada Lovelace \n")   // "Ada Lovelace"
/// ```
///
/// A character counts as whitespace when each of its scalars has the Unicode White_Space
/// property (spaces of every width, tabs, line and paragraph separators, "\r\n"). A space
/// carrying a combining mark is a visible character and stays.
public struct TrimmingSanitizer: Sanitizer {
    /// Which ends are trimmed.
    public enum Edges: Hashable, Sendable {
        /// The start and the end.
        case both
        /// The start only.
        case leading
        /// The end only.
        case trailing
    }

    /// Which ends are trimmed.
    public let edges: Edges

    /// A sanitizer trimming `edges`.
    public init(_ edges: Edges = .both) {
        self.edges = edges
    }

    /// The trimmed text; the caret keeps its place among the remaining characters.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        var start = text.startIndex
        var end = text.endIndex
        if edges != .trailing {
            while start < end, text[start].isWhitespaceOnly { start = text.index(after: start) }
        }
        if edges != .leading {
            while end > start {
                let before = text.index(before: end)
                guard text[before].isWhitespaceOnly else { break }
                end = before
            }
        }
        let kept = text[start..<end]
        let removedBefore = text.utf16.distance(from: text.startIndex, to: start)
        return SanitizedText(text: String(kept), cursor: min(cursor - removedBefore, kept.utf16.count))
    }
}

extension Character {
    /// Whether every scalar of the character is Unicode White_Space.
    var isWhitespaceOnly: Bool {
        unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}

extension Sanitizer where Self == TrimmingSanitizer {
    /// Removes whitespace and line breaks at both ends.
    public static var trimmingWhitespace: TrimmingSanitizer {
        TrimmingSanitizer()
    }

    /// Removes whitespace and line breaks at the given ends.
    public static func trimmingWhitespace(_ edges: TrimmingSanitizer.Edges) -> TrimmingSanitizer {
        TrimmingSanitizer(edges)
    }
}
