import Foundation
public import PatternKitTextEditing

extension TextEdit {
    /// The smallest edit that turns `old` into `new`: everything between their common
    /// beginning and their common end, compared by Unicode scalars, with the range in UTF-16
    /// units of `old`.
    ///
    /// For platforms that report only the text after an edit, such as a SwiftUI binding:
    ///
    /// ```swift
    /// let edit = TextEdit(changing: "12", to: "1a2")
    /// edit.range         // {1, 0}
    /// edit.replacement   // "a"
    /// ```
    ///
    /// When the change is ambiguous ("aa" to "aaa"), the edit is placed as late as possible.
    /// `TextEdit(changing: old, to: new).proposedText == new` always holds.
    public init(changing old: String, to new: String) {
        let oldScalars = old.unicodeScalars
        let newScalars = new.unicodeScalars
        var oldStart = oldScalars.startIndex
        var newStart = newScalars.startIndex
        while oldStart < oldScalars.endIndex, newStart < newScalars.endIndex,
            oldScalars[oldStart] == newScalars[newStart]
        {
            oldScalars.formIndex(after: &oldStart)
            newScalars.formIndex(after: &newStart)
        }
        var oldEnd = oldScalars.endIndex
        var newEnd = newScalars.endIndex
        while oldEnd > oldStart, newEnd > newStart {
            let oldLast = oldScalars.index(before: oldEnd)
            let newLast = newScalars.index(before: newEnd)
            guard oldScalars[oldLast] == newScalars[newLast] else { break }
            oldEnd = oldLast
            newEnd = newLast
        }
        self.init(text: old, range: oldStart..<oldEnd, replacement: String(newScalars[newStart..<newEnd]))
    }
}
