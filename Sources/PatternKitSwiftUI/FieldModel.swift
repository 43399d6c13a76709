#if canImport(SwiftUI) && !os(watchOS)
    import Combine
    import PatternKitValidation
    import SwiftUI

    /// One validated SwiftUI field's ``FieldController``, observable: the view state behind
    /// `validated(by:text:)`. It only forwards the view's events to the controller — the same
    /// controller, options and decisions as UIKit's `CustomTextField` and the terminal's field.
    @MainActor
    final class FieldModel: ObservableObject {
        @Published private(set) var feedback: FieldFeedback = .none
        @Published private(set) var state: ValidationState = .pristine
        private let controller: FieldController

        init(_ controller: FieldController) {
            self.controller = controller
            controller.onFeedbackChange = { [weak self] feedback in
                self?.feedback = feedback
            }
            controller.onStateChange = { [weak self] state in
                self?.state = state
            }
        }

        /// Takes the environment's options, then the text the field holds (set by code).
        func appear(text: String, options: FieldOptions) {
            configure(options)
            controller.textWasSet(text)
            feedback = controller.feedback
            state = controller.state
        }

        func configure(_ options: FieldOptions) {
            controller.options = options
        }

        /// The text became `new`, by the user while the field has focus, by code otherwise;
        /// returns the text to show instead when the controller refused or formatted the edit.
        func change(to new: String, byUser: Bool) -> String? {
            controller.change(to: new, byUser: byUser)
        }

        /// Focus left the field holding `text`: returns the tidied text to show when the field
        /// validates on end of editing and its sanitizer changed the text.
        func editingDidEnd(_ text: String) -> String? {
            guard controller.editingDidEnd(text) else { return nil }
            let validated = controller.validate(text, cursor: text.utf16.count)
            return validated.wasTidied ? validated.text : nil
        }
    }
#endif
