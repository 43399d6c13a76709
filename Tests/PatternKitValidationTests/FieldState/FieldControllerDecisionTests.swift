import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

/// The field decisions every adapter relies on (issue 22: 1, 3, 4, 5, 6): what a submit
/// button is told, what is typing and what is not, which text the caller sees, and what
/// editing's end does.
@Suite("Field controller: decisions behind the adapters", .englishMessages, asyncSuiteTimeLimit)
@MainActor
struct FieldControllerDecisionTests {
    let server = FakeUserNameServer()

    static func typing(_ character: String, after text: String) -> TextEdit {
        TextEdit(text: text, range: NSRange(location: text.utf16.count, length: 0), replacement: character)
    }

    // MARK: 5 — the sanitizer of a sanitizing rule

    @Test("A sanitizing rule keeps its sanitizer: the field shows and checks the tidied text")
    func sanitizingRuleKeepsItsSanitizer() {
        let rule = CharacterClassValidator.numeric.sanitizing(with: .trimmingWhitespace)
        let controller = FieldController(rule)
        #expect(controller.inputValidator?.sanitizer != nil)
        let check = controller.validate("  12 ", cursor: 5)
        #expect(check.text == "12")
        #expect(check.wasTidied)
        #expect(check.isValid)
        #expect(controller.text == "12")
    }

    @Test("A sanitizing rule passed through generic code keeps its sanitizer too")
    func genericCallerKeepsTheSanitizer() {
        func field(_ rule: some Validator<String>) -> FieldController { FieldController(rule) }
        let controller = field(CharacterClassValidator.numeric.sanitizing(with: .digitsOnly))
        controller.options.formatsWhileTyping = true
        #expect(controller.filtersEdits)  // the sanitizer formats as the user types
        #expect(controller.validate("1-2", cursor: 3).text == "12")
    }

    // MARK: 1 — validate() respects the asynchronous check

    @Test("Validating while the asynchronous check has not answered is not a pass")
    func pendingIsNotValid() async {
        let controller = FieldController(
            CharacterClassValidator.alphanumeric, then: server.check, options: FieldOptions(checkDebounce: .none))
        controller.textDidChange("alice")
        let check = controller.validate("alice", cursor: 5)
        #expect(check.error == nil)  // the synchronous rules passed: no alert
        #expect(check.alert == nil)
        #expect(!check.isValid)  // …but the form may not be sent yet
        #expect(check.state.isInProgress)
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: true)
        await controller.waitUntilIdle()
        #expect(controller.validate("alice", cursor: 5).isValid)
    }

    @Test("Validating text the server rejected is not a pass, and shows no alert")
    func rejectedIsNotValid() async {
        let controller = FieldController(
            CharacterClassValidator.alphanumeric, then: server.check, options: FieldOptions(checkDebounce: .none))
        controller.textDidChange("alice")
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: false)
        await controller.waitUntilIdle()
        let check = controller.validate("alice", cursor: 5)
        #expect(!check.isValid)
        #expect(check.state == .invalid([FakeUserNameServer.taken]))
        #expect(check.alert == nil)
        #expect(controller.record(nil, for: "alice") == false)
        #expect(server.gates.history.filter { $0 == .waiting("alice") }.count == 1)  // not asked again
    }

    // MARK: 3 — code-set values and resets are not typing

    @Test("A value set in code is never refused nor reverted, and starts no message")
    func codeSetValueIsNotTyping() {
        let controller = FieldController(NumericInputValidator())
        controller.options.editFiltering = .invalidCharacters
        controller.options.feedbackTiming = .whileEditing
        #expect(controller.change(to: "12a", byUser: false) == nil)  // kept as set
        #expect(controller.text == "12a")
        #expect(controller.feedback == .none)
        #expect(controller.state.isInvalid)  // known, not shown
        #expect(controller.change(to: "12ab", byUser: true) == "12a")  // typing is filtered
        #expect(controller.feedback.error?.code == .numeric)
    }

    @Test(
        "Clearing a field and resetting it shows no 'required', whatever the timing",
        arguments: FeedbackTiming.allCases)
    func resetShowsNothing(timing: FeedbackTiming) {
        let controller = FieldController(RequiredValidator.required)
        controller.options.feedbackTiming = timing
        _ = controller.change(to: "Ann", byUser: true)
        _ = controller.editingDidEnd("Ann")
        _ = controller.validate("Ann", cursor: 3)
        _ = controller.change(to: "", byUser: false)  // `name = ""` in code…
        controller.reset()  // …then `form.reset()`
        #expect(controller.feedback == .none)
        _ = controller.change(to: "", byUser: false)  // the binding's late echo
        #expect(controller.feedback == .none)
    }

    // MARK: 4 — tidied text, at once and every time

    @Test("The tidied text is the controller's text as soon as validate() returns, every time")
    func tidiedTextAtOnce() {
        let trimmed = InputValidator(CharacterClassValidator.numeric) { $0.trimmingCharacters(in: .whitespaces) }
        let controller = FieldController(trimmed)
        for _ in 1...2 {
            _ = controller.change(to: " 12 ", byUser: true)
            let check = controller.validate(controller.text, cursor: 4)
            #expect(check.wasTidied)  // the same untidied text again is tidied again
            #expect(check.text == "12")
            #expect(controller.text == "12")
        }
    }

    // MARK: 6 — editing's end

    @Test("Editing's end starts 'after editing' feedback")
    func editingEndStartsFeedback() {
        let controller = FieldController(NumericInputValidator())
        _ = controller.change(to: "1a", byUser: true)
        #expect(controller.feedback == .none)
        _ = controller.editingDidEnd("1a")
        #expect(controller.feedback.error?.code == .numeric)
    }

    @Test(
        "A refused keystroke's message goes when editing ends",
        arguments: FeedbackTiming.allCases)
    func refusalClearedOnEnd(timing: FeedbackTiming) {
        let controller = FieldController(NumericInputValidator())
        controller.options.feedbackTiming = timing
        controller.options.editFiltering = .invalidCharacters
        _ = controller.change(to: "12", byUser: true)
        #expect(controller.change(to: "12a", byUser: true) == "12")
        #expect(controller.feedback.error != nil)
        _ = controller.editingDidEnd("12")
        #expect(controller.feedback.error == nil)
    }

    @Test("Leaving a field with text already reported does not validate it again")
    func editingEndNeverHoldsTheUser() {
        let controller = FieldController(AlphaInputValidator())
        controller.options.validatesOnEndEditing = true
        _ = controller.change(to: "Иван", byUser: true)
        #expect(controller.editingDidEnd("Иван"))  // validate: one alert
        #expect(controller.validate("Иван", cursor: 4).alert != nil)
        #expect(!controller.editingDidEnd("Иван"))  // back and out again: no alert
        #expect(controller.feedback.error?.code == .alpha)  // the message still shows
        _ = controller.change(to: "Ива", byUser: true)
        #expect(controller.editingDidEnd("Ива"))  // a new text is validated
    }
}
