#if canImport(SwiftUI) && !os(watchOS)
import Combine
import InputValidation
import SwiftUI

/// One validated SwiftUI field's ``FieldValidation``, observable: the view state behind
/// `validated(by:text:)`. It only forwards the view's events to the core.
@MainActor
final class FieldValidationModel: ObservableObject {
    @Published private(set) var feedback: FieldFeedback = .none
    private let validation: FieldValidation
    private weak var group: ValidationGroup?

    init(_ validator: AnyValidator<String>) {
        validation = FieldValidation(validator)
        validation.onFeedbackChange = { [weak self] feedback in
            self?.feedback = feedback
        }
    }

    var summary: ValidationSummary {
        ValidationSummary(isValid: validation.isValid)
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

    /// The text changed to `new`; returns the text to put back when the edit is refused.
    func change(to new: String) -> String? {
        let old = validation.text ?? ""
        if validation.filter(changing: old, to: new) != nil {
            return old
        }
        validation.textDidChange(new)
        group?.refresh()
        return nil
    }

    func validate() -> Bool {
        validation.validate(validation.text ?? "")
    }

    func reset() {
        validation.reset()
    }
}
#endif
