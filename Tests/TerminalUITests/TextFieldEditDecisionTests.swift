import Foundation
import PatternKitValidation
import Testing

@testable import ShowcaseKit

@MainActor
@Suite("Text field: carrying out the core's EditDecision")
struct EditDecisionTests {
    private func focusedField() -> (TUITextField, Harness) {
        let field = TUITextField(text: "")
        field.frame = TUIRect(x: 0, y: 0, width: 22, height: 1)
        let harness = Harness(field)
        harness.press(KeyEvent(.tab))
        return (field, harness)
    }

    @Test("a formatted edit shows the formatted text with its caret and reports one change")
    func replace() {
        let (field, harness) = focusedField()
        var changes: [String] = []
        field.on(.editingChanged) { field in changes.append(field.text) }
        field.shouldChangeCharacters { field, range, string in
            let edit = TextEdit(text: field.text, range: range, replacement: string)
            return field.carryOut(EditDecision(formatting: edit, with: InputMask("## ##")))
        }
        harness.type("123")
        #expect(field.text == "12 3")
        #expect(field.selectedRange == NSRange(location: 4, length: 0))
        #expect(changes.last == "12 3")
        let reported = changes.count
        harness.type("x")  // the mask drops it: nothing changes, no change is reported
        #expect(field.text == "12 3")
        #expect(changes.count == reported)
    }

    @Test("accept lets the field apply the edit; refuse keeps the text")
    func acceptAndRefuse() {
        let (field, harness) = focusedField()
        field.shouldChangeCharacters { field, _, string in
            field.carryOut(string == "!" ? .refuse(ValidationError(.numeric)) : .accept)
        }
        harness.type("ab!c")
        #expect(field.text == "abc")
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
    }
}
