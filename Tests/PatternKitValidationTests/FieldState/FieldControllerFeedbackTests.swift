import Foundation
import PatternKitValidation
import Testing

@MainActor
@Suite("What a field shows, and when")
struct FieldControllerFeedbackTests {
    static func typing(_ character: String, after text: String) -> TextEdit {
        TextEdit(text: text, range: NSRange(location: text.utf16.count, length: 0), replacement: character)
    }

    /// Every feedback reported, in order.
    final class Recorder {
        var reported: [FieldFeedback] = []
    }

    func recording(_ validation: FieldController) -> Recorder {
        let recorder = Recorder()
        validation.onFeedbackChange = { recorder.reported.append($0) }
        return recorder
    }

    static let numeric = NumericInputValidator().failures("1a")[0]

    @Test("A new field knows its text's state at once and shows nothing")
    func pristine() {
        #expect(FieldController().state == .pristine, "without a validator")
        let validation = FieldController(NumericInputValidator())
        #expect(validation.state == .valid, "the empty text passes the numeric rule")
        #expect(validation.feedback == .none)
        #expect(FieldController(NumericInputValidator(), text: "1a").state.errors.map(\.code) == [.numeric])
        #expect(FieldController(NumericInputValidator(), text: "1a").feedback == .none)
        #expect(validation.isValid)
        #expect(!validation.isShowingFeedback)
    }

    @Test("After editing: silent while typing, then every change is shown")
    func afterEditing() {
        let validation = FieldController(NumericInputValidator())
        let recorder = recording(validation)
        validation.textDidChange("1a")
        #expect(validation.feedback == .none)
        #expect(!validation.isValid)
        _ = validation.editingDidEnd("1a")
        #expect(validation.feedback == .invalid(Self.numeric))
        validation.textDidChange("1")  // early to forgive
        #expect(validation.feedback == .valid)
        #expect(recorder.reported == [.invalid(Self.numeric), .valid])
    }

    @Test("While editing: the first change is shown")
    func whileEditing() {
        let validation = FieldController(NumericInputValidator(), options: FieldOptions(feedbackTiming: .whileEditing))
        validation.textDidChange("1a")
        #expect(validation.feedback == .invalid(Self.numeric))
    }

    @Test("On validate: neither typing nor the end of editing shows anything")
    func onValidate() {
        let validation = FieldController(NumericInputValidator(), options: FieldOptions(feedbackTiming: .onValidate))
        validation.textDidChange("1a")
        _ = validation.editingDidEnd("1a")
        #expect(validation.feedback == .none)
        #expect(!validation.validate("1a", cursor: 0).isValid)
        #expect(validation.feedback == .invalid(Self.numeric))
        validation.textDidChange("12")
        #expect(validation.feedback == .valid)
    }

    @Test("validate(_:) shows the result whatever the timing", arguments: FeedbackTiming.allCases)
    func validateShows(timing: FeedbackTiming) {
        let validation = FieldController(AlphaInputValidator(), options: FieldOptions(feedbackTiming: timing))
        #expect(validation.validate("abc", cursor: 0).isValid)
        #expect(validation.feedback == .valid)
        #expect(validation.text == "abc")
        #expect(!validation.validate("ab1", cursor: 0).isValid)
        #expect(validation.feedback.error?.code == .alpha)
    }

    @Test("A refused keystroke is shown at once, until the text changes")
    func refusal() {
        let validation = FieldController(
            NumericInputValidator(), options: FieldOptions(editFiltering: .invalidCharacters))
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
        let validation = FieldController(
            NumericInputValidator(), options: FieldOptions(editFiltering: .invalidCharacters))
        validation.textDidChange("12")
        guard case .refuse(let error) = validation.decide(TextEdit(changing: "12", to: "12a")) else {
            Issue.record("the letter should be refused")
            return
        }
        #expect(error.parameters[.utf16Offset] == 2)
        validation.textDidChange("12")  // SwiftUI puts the old text back
        #expect(validation.feedback == .invalid(error))
        _ = validation.editingDidEnd("12")
        #expect(validation.feedback == .valid)
    }

    @Test("Text set in code is validated but not shown, until the field shows feedback")
    func textWasSet() {
        let validation = FieldController(NumericInputValidator(), options: FieldOptions(feedbackTiming: .whileEditing))
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
        let validation = FieldController(NumericInputValidator())
        #expect(validation.decide(Self.typing("a", after: "12")) == .accept)
        #expect(validation.feedback == .none)
    }

    @Test("A result recorded from elsewhere counts as validate(_:)")
    func record() {
        let validation = FieldController(NumericInputValidator())
        let foreign = ValidationError(bridging: NSError(domain: "Shop", code: 7))
        #expect(!validation.record(foreign, for: "12"))
        #expect(validation.feedback == .invalid(foreign))
        #expect(validation.text == "12")
        #expect(validation.record(nil, for: "12"))
        #expect(validation.feedback == .valid)
    }

    @Test("reset() makes the field silent again, its text judged as if code had set it")
    func reset() {
        let validation = FieldController(NumericInputValidator())
        _ = validation.validate("x", cursor: 0)
        #expect(validation.feedback != .none)
        validation.reset()
        #expect(validation.feedback == .none)
        #expect(!validation.isShowingFeedback)
        #expect(validation.lastError == nil)
        #expect(validation.state.errors.map(\.code) == [.numeric], "the text is still x")
        validation.textDidChange("x")
        #expect(validation.feedback == .none)
    }

    @Test("The same feedback is reported once")
    func noRepeats() {
        let validation = FieldController(NumericInputValidator(), options: FieldOptions(feedbackTiming: .whileEditing))
        let recorder = recording(validation)
        validation.textDidChange("1")
        validation.textDidChange("12")
        _ = validation.editingDidEnd("12")
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
