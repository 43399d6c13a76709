import Foundation
import PatternKitValidation
import Testing

@MainActor
@Suite("A field with an asynchronous check", asyncSuiteTimeLimit)
struct FieldControllerAsyncTests {
    let server = FakeUserNameServer()

    func userName(debounce: Debounce = .none, timing: FeedbackTiming = .whileEditing) -> FieldController {
        FieldController(
            CharacterClassValidator.alphanumeric, then: server.check,
            options: FieldOptions(feedbackTiming: timing, checkDebounce: debounce))
    }

    func log(_ validation: FieldController) -> StateLog {
        let log = StateLog()
        validation.onStateChange = { [weak log] in log?.record($0) }
        return log
    }

    @Test("While the check runs the field is checking; then it shows the answer")
    func checkingThenAnswer() async {
        let validation = userName()
        let log = log(validation)
        validation.textDidChange("alice")
        #expect(validation.state == .validating)
        #expect(validation.feedback == .checking)
        #expect(!validation.isValid)
        #expect(validation.summary.isChecking)
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: false)
        #expect(await log.nextSettled() == .invalid([FakeUserNameServer.taken]))
        #expect(validation.feedback == .invalid(FakeUserNameServer.taken))
        #expect(!validation.summary.isValid)
    }

    @Test("The check does not run for text the synchronous rules reject")
    func synchronousFirst() async {
        let validation = userName()
        validation.textDidChange("al!ce")
        #expect(validation.state.errors.map(\.code) == [.alphanumeric])
        #expect(validation.feedback.error?.code == .alphanumeric)
        await validation.waitUntilIdle()
        #expect(server.gates.history.isEmpty)
    }

    @Test("A new text cancels the check of the old one; its answer never shows")
    func newTextCancels() async {
        let validation = userName()
        let log = log(validation)
        validation.textDidChange("ali")
        #expect(await server.gates.expect(.waiting("ali")))
        validation.textDidChange("alice")
        #expect(await server.gates.expect(.cancelled("ali")))
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: true)
        #expect(await log.nextSettled() == .valid)
        #expect(validation.feedback == .valid)
        #expect(!log.states.contains(.invalid([FakeUserNameServer.taken])))
    }

    @Test("Text the rules reject cancels a running check")
    func rejectedTextCancels() async {
        let validation = userName()
        validation.textDidChange("ali")
        #expect(await server.gates.expect(.waiting("ali")))
        validation.textDidChange("ali!")
        #expect(await server.gates.expect(.cancelled("ali")))
        #expect(validation.state.isInvalid)
    }

    @Test("The check waits for the pause; validate() skips the rest of it")
    func debounce() async {
        let sleeper = ManualSleeper()
        let validation = userName(debounce: sleeper.debounce)
        validation.textDidChange("alice")
        #expect(validation.state == .pending)
        #expect(validation.feedback == .checking)
        #expect(!validation.validate("alice", cursor: 0).isValid)  // no answer yet
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: true)
        await validation.waitUntilIdle()
        #expect(validation.state == .valid)
    }

    @Test("validateIncludingChecks waits for the answer and shows it, whatever the timing")
    func submit() async {
        let validation = userName(timing: .onValidate)
        validation.textDidChange("bob")
        #expect(validation.feedback == .none)
        async let passed = validation.validateIncludingChecks("bob")
        #expect(await server.gates.expect(.waiting("bob")))
        server.respond("bob", available: true)
        #expect(await passed)
        #expect(validation.feedback == .valid)
    }

    @Test("reset() cancels the check and silences the field; the text it keeps is not checked again")
    func reset() async {
        let validation = userName()
        validation.textDidChange("ali")
        #expect(await server.gates.expect(.waiting("ali")))
        validation.reset()
        #expect(await server.gates.expect(.cancelled("ali")))
        #expect(validation.state == .valid, "its rules pass, and code's text counts as passing the check")
        #expect(validation.feedback == .none)
        #expect(validation.isValid)
        #expect(server.gates.history.filter { $0 == .waiting("ali") }.count == 1, "no second request")
    }

    @Test("Text set by code, at creation or later, is never sent to the check; the user's text is")
    func codeTextNotChecked() async {
        let validation = FieldController(
            CharacterClassValidator.alphanumeric, then: server.check, text: "ada",
            options: FieldOptions(feedbackTiming: .whileEditing, checkDebounce: .none))
        #expect(validation.state == .valid)
        validation.textWasSet("grace")
        #expect(validation.state == .valid)
        validation.textDidChange("")
        #expect(validation.state == .valid, "an empty text is not checked either")
        #expect(server.gates.history.isEmpty)
        validation.textDidChange("bob")
        #expect(validation.state == .validating)
        #expect(await server.gates.expect(.waiting("bob")))
        server.respond("bob", available: true)
        await validation.waitUntilIdle()
        #expect(validation.state == .valid)
    }

    @Test("Hidden feedback does not hide the real state")
    func hiddenState() async {
        let validation = userName(timing: .afterEditing)
        let log = log(validation)
        validation.textDidChange("carol")
        #expect(validation.feedback == .none)
        #expect(await server.gates.expect(.waiting("carol")))
        server.respond("carol", available: false)
        #expect(await log.nextSettled().isInvalid)
        #expect(validation.feedback == .none)
        _ = validation.editingDidEnd("carol")
        #expect(validation.feedback == .invalid(FakeUserNameServer.taken))
    }
}

@MainActor
@Suite("A field's states and formatting")
struct FieldControllerStateTests {
    @Test("The state follows the text, shown or not")
    func syncState() {
        let validation = FieldController(NumericInputValidator())
        #expect(validation.state == .valid, "the empty text it starts with")
        validation.textWasSet("12")
        #expect(validation.state == .valid)
        validation.textDidChange("1a")
        #expect(validation.state.errors.map(\.code) == [.numeric])
        #expect(validation.feedback == .none)
        validation.reset()
        #expect(validation.state.errors.map(\.code) == [.numeric], "reset keeps the text, and judges it")
        #expect(validation.feedback == .none)
        validation.inputValidator = nil
        #expect(validation.state == .pristine, "no validator, no state")
    }

    @Test(
        "Feedback for each state",
        arguments: [
            (ValidationState.pristine, FieldFeedback.none),
            (.pending, .checking),
            (.validating, .checking),
            (.valid, .valid),
            (.invalid([ValidationError(.numeric), ValidationError(.alpha)]), .invalid(ValidationError(.numeric))),
        ])
    func feedbackForState(state: ValidationState, feedback: FieldFeedback) {
        #expect(FieldFeedback(state) == feedback)
    }

    static func typing(_ character: String, at location: Int, in text: String) -> TextEdit {
        TextEdit(text: text, range: NSRange(location: location, length: 0), replacement: character)
    }

    @Test("A formatter replaces each edit with its formatted result")
    func formatter() throws {
        let mask = InputMask("(###) ###-####")
        let validation = FieldController(
            InputValidator(MaskValidator(mask), sanitizer: mask), options: FieldOptions(formatsWhileTyping: true))
        for (text, typed) in [("", "5"), ("(555", "1"), ("(555) 123-456", "7")] {
            let edit = Self.typing(typed, at: text.utf16.count, in: text)
            let expected = try mask.apply(edit)
            if expected.text == edit.proposedText, expected.cursor == text.utf16.count + 1 {
                #expect(validation.decide(edit) == .accept)
            } else {
                #expect(validation.decide(edit) == .replace(expected))
            }
        }
        // A formatter that leaves the edit as it is lets it through.
        validation.inputValidator = InputValidator(MaskValidator(mask), sanitizer: AnySanitizer(.uppercased))
        #expect(validation.decide(Self.typing("A", at: 0, in: "")) == .accept)
        #expect(validation.decide(Self.typing("a", at: 0, in: "")) == .replace(SanitizedText(text: "A", cursor: 1)))
    }

    @Test("A formatter wins over filtering, and an edit that does not fit is accepted")
    func formatterFirst() {
        let validation = FieldController(
            InputValidator(NumericInputValidator(), sanitizer: AnySanitizer(.uppercased)),
            options: FieldOptions(editFiltering: .invalidCharacters, formatsWhileTyping: true))
        #expect(validation.decide(Self.typing("a", at: 0, in: "")) == .replace(SanitizedText(text: "A", cursor: 1)))
        #expect(validation.decide(Self.typing("a", at: 9, in: "")) == .accept)
    }
}
