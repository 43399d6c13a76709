import PatternKitValidation

/// Text written with a `|` at the caret, as in test tables: `"(555) 1|23"`.
struct Caret: CustomStringConvertible, Sendable {
    let text: String
    let cursor: Int

    /// Splits `marked` at its `|`; without one, the caret is at the end.
    init(_ marked: String) {
        if let bar = marked.firstIndex(of: "|") {
            text = String(marked[..<bar]) + String(marked[marked.index(after: bar)...])
            cursor = marked.utf16.distance(from: marked.startIndex, to: bar)
        } else {
            text = marked
            cursor = marked.utf16.count
        }
    }

    var description: String { SanitizedText(text: text, cursor: cursor).description }
}

extension Sanitizer {
    /// The result for marked text, written with a `|` at the caret.
    func marked(_ input: String) -> String {
        let caret = Caret(input)
        return sanitize(caret.text, cursor: caret.cursor).description
    }
}
