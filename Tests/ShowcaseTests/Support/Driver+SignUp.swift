import Foundation

@testable import ShowcaseKit

/// The sign-up form, read and driven through the screen.
extension Driver {
    var form: SignUpFormView { showcase.strategy.signUp }

    /// Presses Tab until `field` has focus, as a person would.
    func focus(_ field: SignUpField) {
        for _ in 0..<16 where !form.control(for: field).isFirstResponder {
            press(KeyEvent(.tab))
        }
    }

    /// Fills the typed fields with keys as a person would: a birth date, a team size, the
    /// terms switch turned on with Space.
    func fillTypedFields(birthDate: String = "2000-02-29", teamSize: String = "3") {
        focus(.birthDate)
        type(birthDate)
        focus(.teamSize)
        type(teamSize)
        focus(.terms)
        press(KeyEvent(.character(" ")))
    }

    /// The screen line of `field`'s row: label, text field, state.
    func row(_ field: SignUpField) -> String {
        screen.lines.first { $0.dropFirst().hasPrefix(field.label) } ?? ""
    }

    /// The state shown beside `field` (the row after its text field).
    func status(_ field: SignUpField) -> String {
        let line = row(field)
        // A text field ends with "]", the terms switch with "ON" or "OFF".
        guard let end = line.range(of: field == .terms ? (line.contains(") ON") ? " ON " : " OFF ") : "] ") else {
            return ""
        }
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
        guard let textField = form.textField(for: field) else { return form.termsSwitch.isOn ? "on" : "off" }
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
