#if canImport(SwiftUI) && !os(watchOS)
import Combine
import InputValidationSessions
import SwiftUI

/// One validated SwiftUI field's ``FieldValidation``, observable: the view state behind
/// `validated(by:text:)`. It only forwards the view's events to the core.
@MainActor
final class FieldValidationModel: ObservableObject {
    @Published private(set) var feedback: FieldFeedback = .none
    @Published private(set) var state: ValidationState = .pristine
    private let validation: FieldValidation
    private weak var group: ValidationGroup?

    init(_ validation: FieldValidation) {
        self.validation = validation
        validation.onFeedbackChange = { [weak self] feedback in
            self?.feedback = feedback
        }
        validation.onStateChange = { [weak self] state in
            guard let self else { return }
            self.state = state
            group?.refresh()
        }
    }

    var summary: ValidationSummary {
        validation.summary
    }

    func appear(text: String, timing: FeedbackTiming, filtering: EditFiltering, group: ValidationGroup?) {
        configure(timing: timing, filtering: filtering)
        validation.textWasSet(text)
        self.group = group
        group?.join(self)
    }

    func disappear() {
        group?.leave(self)
        group = nil
    }

    func configure(timing: FeedbackTiming, filtering: EditFiltering) {
        validation.timing = timing
        validation.filtering = filtering
    }

    /// The text changed to `new`; returns the text to show instead when the core refuses
    /// or reformats the change.
    func change(to new: String) -> String? {
        let old = validation.text ?? ""
        switch validation.decide(changing: old, to: new) {
        case .accept:
            validation.textDidChange(new)
            return nil
        case .refuse:
            return old
        case .replace(let formatted):
            validation.textDidChange(formatted.text)
            return formatted.text
        }
    }

    func validate() -> Bool {
        validation.validate(validation.text ?? "")
    }

    func validateIncludingChecks() async -> Bool {
        await validation.validateIncludingChecks(validation.text ?? "")
    }

    func reset() {
        let text = validation.text
        validation.reset()
        if let text { validation.textWasSet(text) }
    }
}
#endif
