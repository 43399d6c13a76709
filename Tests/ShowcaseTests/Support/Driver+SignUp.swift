import Foundation

@testable import ShowcaseKit

/// The sign-up form, read and driven through the screen.
extension Driver {
    var form: SignUpFormView { showcase.strategy.signUp }

    /// Presses Tab until `field` has focus, as a person would.
    func focus(_ field: SignUpField) {
        for _ in 0..<12 where !form.textField(for: field).isFirstResponder {
            press(KeyEvent(.tab))
        }
    }

    /// The screen line of `field`'s row: label, text field, state.
    func row(_ field: SignUpField) -> String {
        screen.lines.first { $0.dropFirst().hasPrefix(field.label) } ?? ""
    }

    /// The state shown beside `field` (the row after its text field).
    func status(_ field: SignUpField) -> String {
        let line = row(field)
        guard let end = line.range(of: "] ") else { return "" }
        return String(line[end.upperBound...]).trimmingCharacters(in: .whitespaces)
    }

    /// `field`'s text with a `|` where the caret is drawn on screen (the inverse cell),
    /// read from the screen; `nil` when no caret is drawn in the field.
    func markedFieldText(_ field: SignUpField) -> String? {
        let screen = screen
        guard let row = screen.lines.firstIndex(where: { $0.dropFirst().hasPrefix(field.label) }) else { return nil }
        let line = Array(screen.line(row))
        guard let open = line.firstIndex(of: "["), let close = line[open...].firstIndex(of: "]") else { return nil }
        var marked = ""
        for column in (open + 1)..<close {
            if screen[row, column].style.isInverse { marked.append("|") }
            marked.append(line[column])
        }
        return marked.trimmingCharacters(in: .whitespaces)
    }

    /// The text of `field` with a `|` at its caret (the field's own `selectedRange`).
    func markedText(_ field: SignUpField) -> String {
        let textField = form.textField(for: field)
        var text = textField.text
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: textField.selectedRange.location)
        text.insert("|", at: index)
        return text
    }

    /// Moves the virtual clock on once the user name's check sleeps, and waits for the form to react.
    func advance(by seconds: Double) async {
        await form.advanceClock(by: seconds)
    }
}
