#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
    import PatternKitValidation
    import PatternKitValidationUIKit
    import UIKit

    /// The delegate and target of a ``FormTextField``'s `UITextField`: translates UIKit's
    /// callbacks into the form's calls — a proposed edit into `FormSession/decide(_:in:)` carried
    /// out by `UITextField.carryOut(_:)`, a change into `FormSession/update(_:to:)`, the start and
    /// end of editing into the form's focus — and makes the field follow the form (text set by
    /// code, focus moved by the form). It decides nothing.
    @MainActor
    final class FormTextFieldCoordinator<Field: Hashable & Sendable>: NSObject, UITextFieldDelegate {
        var form: FormSession<Field>
        var configuration: FormTextFieldConfiguration<Field>

        init(form: FormSession<Field>, configuration: FormTextFieldConfiguration<Field>) {
            self.form = form
            self.configuration = configuration
        }

        private var field: Field { configuration.field }

        func attach(to textField: UITextField) {
            textField.delegate = self
            textField.addTarget(self, action: #selector(textDidChange(_:)), for: .editingChanged)
        }

        /// Shows the form's text when code changed it, and takes or gives up the keyboard as the
        /// form's focus says (on the next turn: becoming first responder reports to the form,
        /// which must not change while SwiftUI updates the view).
        func follow(_ textField: UITextField) {
            let shown = form.shownText(of: field)
            if textField.text != shown, textField.markedTextRange == nil { textField.text = shown }
            let hasFocus = form.focusedField == field
            guard hasFocus != textField.isFirstResponder else { return }
            DispatchQueue.main.async { [weak textField] in
                guard let textField, textField.window != nil else { return }
                if hasFocus { textField.becomeFirstResponder() } else { textField.resignFirstResponder() }
            }
        }

        @objc private func textDidChange(_ textField: UITextField) {
            form.update(field, to: textField.text ?? "")
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            form.platformFocusDidChange(to: field)
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            form.editingDidEnd(field, text: textField.text ?? "")
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            textField.carryOut(
                form.decide(TextEdit(text: textField.text ?? "", range: range, replacement: string), in: field))
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if !form.focusNextField() { configuration.onSubmit() }
            return false
        }
    }
#endif
