import PatternKitTestSupport
import PatternKitValidation
import Testing

@testable import ShowcaseKit

/// The terminal text field, driven with real keys, sees exactly what PatternKitValidation's
/// `FieldController` decides for the same script (see `FieldControllerTests`): the terminal
/// runs the same core decisions as UIKit's `CustomTextField`.
@Suite("Terminal validated field: the field controller's script, with real keys", .englishMessages)
@MainActor
struct CustomTextFieldScriptTests {
    @Test("Each scripted session looks the same in the terminal as in the core", arguments: FieldScript.cases.indices)
    func sameAsCore(index: Int) {
        let script = FieldScript.cases[index]
        let field = TUICustomTextField()
        script.setup.configure(field.controller)
        let harness = Harness(field, TUIButton(title: "Next"))
        #expect(harness.window.focus(field))
        var seen: [FieldScript.Observation] = []
        for event in script.events {
            switch event {
            case .type(let character): harness.type(String(character))
            case .paste(let text): harness.press(KeyEvent(.paste(text)))
            case .endEditing: harness.press(KeyEvent(.tab))
            case .dismissAlert:
                harness.press(KeyEvent(.enter))  // focus goes on: the field never holds the user
                harness.press(KeyEvent(.backTab))  // the user comes back to fix it
            }
            let alert = harness.window.presentedAlert?.message
            seen.append(FieldScript.Observation(text: field.text, feedback: field.feedback, alert: alert))
            if case .endEditing = event, alert == nil { harness.press(KeyEvent(.backTab)) }  // back into the field
        }
        #expect(seen == FieldScript.run(script.events, script.setup), "\(script.name)")
    }

    @Test("An asynchronous check's answer reaches the terminal field as it reaches the core")
    func asyncAnswers() async {
        let taken = ValidationError(.custom, reason: "That name is taken")
        let check = AnyAsyncValidator<String>(failingWith: taken) { name in name != "taken" }
        let controller = FieldController(
            CharacterClassValidator.alphanumeric, then: check, options: FieldOptions(checkDebounce: .none))
        let field = TUICustomTextField()
        field.inputValidator = InputValidator(CharacterClassValidator.alphanumeric)
        field.options.checkDebounce = .none
        field.asyncValidator = check
        let harness = Harness(field, TUIButton(title: "Next"))
        #expect(harness.window.focus(field))
        for name in ["taken", "free"] {
            field.text = ""
            harness.type(name)
            harness.press(KeyEvent(.tab), KeyEvent(.backTab))  // leave the field: its state shows
            controller.textDidChange(name)
            _ = controller.editingDidEnd(name)
            await field.controller.waitUntilIdle()
            await controller.waitUntilIdle()
            #expect(field.feedback == controller.feedback, "\(name)")
            #expect(field.validationState == controller.state, "\(name)")
        }
        #expect(field.feedback == .valid)
    }

    @Test("The terminal field has UIKit's option names and defaults")
    func defaults() {
        let field = TUICustomTextField()
        #expect(field.options.validatesOnEndEditing == false)
        #expect(field.options.feedbackTiming == .afterEditing)
        #expect(field.options.editFiltering == .none)
        #expect(field.options.formatsWhileTyping == false)
        #expect(field.validationState == .pristine)
    }

    @Test("A sanitizing validator passes in the terminal as it does in UIKit: the tidied text is checked and shown")
    func sanitizingValidatorPasses() {
        let field = TUICustomTextField()
        field.inputValidator = InputValidator(
            CharacterClassValidator.numeric, sanitizer: TrimmingSanitizer.trimmingWhitespace)
        field.text = " 42 "
        #expect(field.validate())
        #expect(field.text == "42")
        #expect(field.lastError == nil)
    }
}
