import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

@Suite("Field controller: the one field every adapter drives", .englishMessages)
@MainActor
struct FieldControllerTests {
    typealias Seen = FieldScript.Observation

    @Test("The scripted field sessions see what a user expects")
    func scripts() {
        let results = Dictionary(
            uniqueKeysWithValues: FieldScript.cases.map { ($0.name, FieldScript.run($0.events, $0.setup)) })
        // The reason, then the suggestion.
        let digitsOnly = "The input can contain only numerical values\nUse only the digits 0–9"
        #expect(
            results[FieldScript.cases[0].name] == [
                Seen(text: "1", feedback: .none, alert: nil),
                Seen(text: "1a", feedback: .none, alert: nil),
                Seen(text: "1a", feedback: .invalid(NumericInputValidator().failures("1a")[0]), alert: digitsOnly),
                Seen(text: "1a", feedback: .invalid(NumericInputValidator().failures("1a")[0]), alert: nil),
                Seen(text: "1a2", feedback: .invalid(NumericInputValidator().failures("1a2")[0]), alert: nil),
                Seen(text: "1a2", feedback: .invalid(NumericInputValidator().failures("1a2")[0]), alert: digitsOnly),
            ])
        let refused = NumericInputValidator().failures("a")[0]
        #expect(
            results[FieldScript.cases[1].name] == [
                Seen(text: "1", feedback: .none, alert: nil),
                Seen(text: "1", feedback: .invalid(refused), alert: nil),  // refused, and shown why
                Seen(text: "12", feedback: .none, alert: nil),  // the change clears it
                Seen(text: "12", feedback: .valid, alert: nil),
            ])
        #expect(
            results[FieldScript.cases[2].name] == [
                Seen(text: "  12 ", feedback: .none, alert: nil),
                Seen(text: "12", feedback: .valid, alert: nil),
            ])
        let letter = NumericInputValidator().failures("x")[0]
        #expect(
            results[FieldScript.cases[3].name] == [
                Seen(text: "x", feedback: .none, alert: nil),
                Seen(text: "x", feedback: .invalid(letter), alert: nil),  // shown, but no alert
                Seen(text: "xy", feedback: .invalid(NumericInputValidator().failures("xy")[0]), alert: nil),
            ])
        #expect(
            results[FieldScript.cases[4].name]?.map(\.text) == ["(555", "(555) 1", "(555) 123-4567", "(555) 123-4567"])
        #expect(results[FieldScript.cases[4].name]?.last?.feedback == "valid")
    }

    @Test("The options have the same defaults as every adapter documents")
    func defaults() {
        let controller = FieldController()
        #expect(controller.inputValidator == nil)
        #expect(controller.options.validatesOnEndEditing == false)
        #expect(controller.options.feedbackTiming == .afterEditing)
        #expect(controller.options.editFiltering == .none)
        #expect(controller.options.formatsWhileTyping == false)
        #expect(controller.options.checkDebounce.seconds == 0.3)
        #expect(controller.state == .pristine)
        #expect(controller.editingDidEnd("abc") == false)  // nothing to validate with
        #expect(
            controller.validate("abc", cursor: 3) == ValidatedText(text: "abc", cursor: 3, wasTidied: false, error: nil)
        )
    }

    @Test("The keystroke hook is asked for only while there is something to filter or format")
    func filteringReports() {
        let controller = FieldController()
        var reports: [Bool] = []
        controller.onFiltersEditsChange = { reports.append($0) }
        controller.options.editFiltering = .invalidCharacters  // no validator yet: nothing to filter
        controller.inputValidator = NumericInputValidator()
        controller.options.editFiltering = .none
        controller.options.formatsWhileTyping = true  // no sanitizer: nothing to format
        let mask = InputMask("##-##")
        controller.inputValidator = InputValidator(MaskValidator(mask), sanitizer: mask)
        controller.inputValidator = nil
        #expect(reports == [true, false, true, false])
    }

    @Test("A new validator starts over: pristine, nothing shown, the last error forgotten")
    func newValidatorStartsOver() {
        let controller = FieldController()
        controller.inputValidator = NumericInputValidator()
        var shown: [FieldFeedback] = []
        controller.onFeedbackChange = { shown.append($0) }
        controller.textDidChange("12a")
        _ = controller.validate("12a", cursor: 3)
        #expect(controller.lastError?.code == 1001)
        controller.inputValidator = AlphaInputValidator()
        #expect(controller.lastError == nil)
        #expect(controller.feedback == .none)
        #expect(shown.last == FieldFeedback.none)
        #expect(controller.state.isInvalid)  // "12a" is not letters either: known, not shown
    }

    @Test("The caret follows the sanitizer; a platform's own validation is recorded the same way")
    func caretAndRecord() {
        let controller = FieldController(
            InputValidator(CharacterClassValidator.numeric, sanitizer: TrimmingSanitizer.trimmingWhitespace))
        let check = controller.validate("  12", cursor: 3)  // caret between 1 and 2
        #expect(check.text == "12")
        #expect(check.cursor == 1)
        #expect(check.wasTidied)
        controller.record(NumericInputValidator().failures("x")[0], for: "x")
        #expect(controller.feedback.error?.code == 1001)
        #expect(controller.lastError?.code == 1001)
    }

    @Test("An asynchronous check runs after the rules pass, and validateIncludingChecks waits for it")
    func asyncCheck() async {
        let taken = ValidationError(.custom, reason: "That name is taken")
        let controller = FieldController(
            CharacterClassValidator.alphanumeric,
            then: AnyAsyncValidator(failingWith: taken) { name in name != "taken" },
            options: FieldOptions(checkDebounce: .none)
        )
        #expect(await controller.validateIncludingChecks("free"))
        #expect(await controller.validateIncludingChecks("taken") == false)
        #expect(controller.feedback.error == taken)
        #expect(await controller.validateIncludingChecks("no way") == false)  // the rules fail first
    }
}
