#if canImport(SwiftUI) && !os(watchOS)
import Combine
import PatternKitValidationSessions
import SwiftUI

/// One validated SwiftUI field's ``FieldController``, observable: the view state behind
/// `validated(by:text:)`. It only forwards the view's events to the core — the same
/// controller, options and decisions as UIKit's `CustomTextField` and TerminalUI's
/// `TUICustomTextField`.
@MainActor
final class FieldValidationModel: ObservableObject {
    @Published private(set) var feedback: FieldFeedback = .none
    @Published private(set) var state: ValidationState = .pristine
    /// Text the controller tidied when the field was validated, for the view to show.
    @Published private(set) var sanitizedText: String?
    private let controller: FieldController
    private weak var group: ValidationGroup?

    init(_ controller: FieldController) {
        self.controller = controller
        controller.onFeedbackChange = { [weak self] feedback in
            self?.feedback = feedback
        }
        controller.onStateChange = { [weak self] state in
            guard let self else { return }
            self.state = state
            group?.refresh()
        }
    }

    var summary: ValidationSummary {
        controller.validation?.summary ?? ValidationSummary(isValid: true, isChecking: false)
    }

    func appear(text: String, timing: FeedbackTiming, filtering: EditFiltering, group: ValidationGroup?) {
        configure(timing: timing, filtering: filtering)
        controller.textWasSet(text)
        self.group = group
        group?.join(self)
    }

    func disappear() {
        group?.leave(self)
        group = nil
    }

    func configure(timing: FeedbackTiming, filtering: EditFiltering) {
        controller.feedbackTiming = timing
        controller.editFiltering = filtering
    }

    /// The text changed to `new`; returns the text to show instead when the core refuses
    /// or reformats the change.
    func change(to new: String) -> String? {
        let old = controller.text
        guard new != old else { return nil }
        switch controller.decide(TextEdit(changing: old, to: new)) {
        case .accept:
            controller.textDidChange(new)
            return nil
        case .refuse:
            return old
        case .replace(let formatted):
            controller.textDidChange(formatted.text)
            return formatted.text
        }
    }

    func validate() -> Bool {
        let text = controller.text
        let check = controller.validate(text, cursor: text.utf16.count)
        if check.textChanged { sanitizedText = check.text }
        return check.isValid
    }

    func validateIncludingChecks() async -> Bool {
        guard validate() else { return false }
        return await controller.validateIncludingChecks(controller.text)
    }

    func reset() {
        controller.reset()
    }
}
#endif
