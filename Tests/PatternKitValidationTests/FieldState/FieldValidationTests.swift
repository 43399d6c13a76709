import Foundation
import PatternKitValidation
import Testing

@MainActor
@Suite("Field validation")
struct FieldValidationTests {
    static func typing(_ character: String, after text: String) -> TextEdit {
        TextEdit(text: text, range: NSRange(location: text.utf16.count, length: 0), replacement: character)
    }

    /// Every feedback reported, in order.
    final class Recorder {
        var reported: [FieldFeedback] = []
    }

    func recording(_ validation: FieldValidation) -> Recorder {
        let recorder = Recorder()
        validation.onFeedbackChange = { recorder.reported.append($0) }
        return recorder
    }

    static let numeric = NumericInputValidator().failures("1a")[0]

    @Test("A new field is pristine and silent")
    func pristine() {
        let validation = FieldValidation(NumericInputValidator())
        #expect(validation.text == nil)
        #expect(validation.feedback == .none)
        #expect(validation.isValid)
        #expect(!validation.isShowingFeedback)
    }

    @Test("After editing: silent while typing, then every change is shown")
    func afterEditing() {
        let validation = FieldValidation(NumericInputValidator())
        let recorder = recording(validation)
        validation.textDidChange("1a")
        #expect(validation.feedback == .none)
        #expect(!validation.isValid)
        validation.editingDidEnd("1a")
        #expect(validation.feedback == .invalid(Self.numeric))
        validation.textDidChange("1")  // early to forgive
        #expect(validation.feedback == .valid)
        #expect(recorder.reported == [.invalid(Self.numeric), .valid])
    }

    @Test("While editing: the first change is shown")
    func whileEditing() {
        let validation = FieldValidation(NumericInputValidator(), feedbackTiming: .whileEditing)
        validation.textDidChange("1a")
        #expect(validation.feedback == .invalid(Self.numeric))
    }

    @Test("On validate: neither typing nor the end of editing shows anything")
    func onValidate() {
        let validation = FieldValidation(NumericInputValidator(), feedbackTiming: .onValidate)
        validation.textDidChange("1a")
        validation.editingDidEnd("1a")
        #expect(validation.feedback == .none)
        #expect(!validation.validate("1a"))
        #expect(validation.feedback == .invalid(Self.numeric))
        validation.textDidChange("12")
        #expect(validation.feedback == .valid)
    }

    @Test("validate(_:) shows the result whatever the timing", arguments: FeedbackTiming.allCases)
    func validateShows(timing: FeedbackTiming) {
        let validation = FieldValidation(AlphaInputValidator(), feedbackTiming: timing)
        #expect(validation.validate("abc"))
        #expect(validation.feedback == .valid)
        #expect(validation.text == "abc")
        #expect(!validation.validate("ab1"))
        #expect(validation.feedback.error?.code == .alpha)
    }

    @Test("A refused keystroke is shown at once, until the text changes")
    func refusal() {
        let validation = FieldValidation(NumericInputValidator(), editFiltering: .invalidCharacters)
        validation.textDidChange("12")
        guard case .refuse(let error) = validation.decide(Self.typing("a", after: "12")) else {
            Issue.record("the letter should be refused")
            return
        }
        #expect(error.code == .numeric)
        #expect(error.parameters[.utf16Offset] == 2)
        #expect(validation.feedback == .invalid(error))
        #expect(validation.isValid)  // the text itself is still fine
        #expect(validation.decide(Self.typing("3", after: "12")) == .accept)
        validation.textDidChange("123")
        #expect(validation.feedback == .none)  // not shown before editing ends
    }

    @Test("Typing the same text again keeps a refusal shown; ending editing clears it")
    func refusalSurvivesRepeat() {
        let validation = FieldValidation(NumericInputValidator(), editFiltering: .invalidCharacters)
        validation.textDidChange("12")
        guard case .refuse(let error) = validation.decide(changing: "12", to: "12a") else {
            Issue.record("the letter should be refused")
            return
        }
        #expect(error.parameters[.utf16Offset] == 2)
        validation.textDidChange("12")  // SwiftUI puts the old text back
        #expect(validation.feedback == .invalid(error))
        validation.editingDidEnd("12")
        #expect(validation.feedback == .valid)
    }

    @Test("Text set in code is validated but not shown, until the field shows feedback")
    func textWasSet() {
        let validation = FieldValidation(NumericInputValidator(), feedbackTiming: .whileEditing)
        validation.textWasSet("1a")
        #expect(!validation.isValid)
        #expect(validation.feedback == .none)
        validation.textDidChange("1")
        #expect(validation.feedback == .valid)
        validation.textWasSet("x")
        #expect(validation.feedback.error?.code == .numeric)
    }

    @Test("Without filtering, nothing is refused")
    func noFiltering() {
        let validation = FieldValidation(NumericInputValidator())
        #expect(validation.decide(Self.typing("a", after: "12")) == .accept)
        #expect(validation.feedback == .none)
    }

    @Test("A result recorded from elsewhere counts as validate(_:)")
    func record() {
        let validation = FieldValidation(NumericInputValidator())
        let foreign = ValidationError(bridging: NSError(domain: "Shop", code: 7))
        #expect(!validation.record([foreign], for: "12"))
        #expect(validation.feedback == .invalid(foreign))
        #expect(validation.text == "12")
        #expect(validation.record([], for: "12"))
        #expect(validation.feedback == .valid)
    }

    @Test("reset() makes the field pristine and silent again")
    func reset() {
        let validation = FieldValidation(NumericInputValidator())
        validation.validate("x")
        validation.reset()
        #expect(validation.feedback == .none)
        #expect(validation.text == nil)
        #expect(validation.isValid)
        validation.textDidChange("x")
        #expect(validation.feedback == .none)
    }

    @Test("The same feedback is reported once")
    func noRepeats() {
        let validation = FieldValidation(NumericInputValidator(), feedbackTiming: .whileEditing)
        let recorder = recording(validation)
        validation.textDidChange("1")
        validation.textDidChange("12")
        validation.editingDidEnd("12")
        #expect(recorder.reported == [.valid])
    }

    @Test("Feedback messages are localized", arguments: ["en", "ru"])
    func messages(language: String) {
        #expect(FieldFeedback.none.message(in: language) == nil)
        #expect(FieldFeedback.valid.message(in: language) == nil)
        #expect(
            FieldFeedback.checking.message(in: language) == ValidationInterfaceText.checking.localized(in: language))
        #expect(
            FieldFeedback.invalid(Self.numeric).message(in: language)
                == Self.numeric.localizedFailureReason(in: language))
    }
}

@Suite("Validation summaries")
struct ValidationSummaryTests {
    @Test(
        "A form is valid when every field passed and none is being checked",
        arguments: [
            ([], true, false),
            ([(true, false)], true, false),
            ([(true, false), (false, false)], false, false),
            ([(true, false), (true, true)], false, true),
            ([(false, true), (true, false), (true, false)], false, true),
        ] as [([(Bool, Bool)], Bool, Bool)])
    func summary(fields: [(Bool, Bool)], isValid: Bool, isChecking: Bool) {
        let summary = fields.reduce(ValidationSummary()) {
            $0.merging(ValidationSummary(isValid: $1.0, isChecking: $1.1))
        }
        #expect(summary.fieldCount == fields.count)
        #expect(summary.isValid == isValid)
        #expect(summary.isChecking == isChecking)
        // The order fields report in does not matter.
        let reversed = fields.reversed().reduce(ValidationSummary()) {
            $0.merging(ValidationSummary(isValid: $1.0, isChecking: $1.1))
        }
        #expect(reversed == summary)
    }
}
