#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension UITextField {
        /// The caret's position in UTF-16 units from the start of the text (the end of the
        /// selection), or the end of the text when the field is not editing.
        var caretOffset: Int {
            guard let range = selectedTextRange else { return (text ?? "").utf16.count }
            return offset(from: beginningOfDocument, to: range.end)
        }

        /// Replaces the whole text as if set in code, then puts the caret `caretOffset` UTF-16
        /// units from the start (clamped to the text) when the field is editing.
        func replaceText(with newText: String, caretOffset: Int) {
            text = newText
            guard isFirstResponder else { return }
            let clamped = min(max(0, caretOffset), newText.utf16.count)
            if let position = position(from: beginningOfDocument, offset: clamped) {
                selectedTextRange = textRange(from: position, to: position)
            }
        }
    }
#endif
