#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// What a ``FormTextField`` passes to its `UITextField`: the field it edits and the
    /// settings SwiftUI's modifiers cannot hand a representable.
    @MainActor
    struct FormTextFieldConfiguration<Field: Hashable & Sendable> {
        let title: String
        let field: Field
        let isSecure: Bool
        let keyboardType: UIKeyboardType
        let submitLabel: UIReturnKeyType
        let contentType: UITextContentType?
        let onSubmit: @MainActor () -> Void

        /// Gives `textField` these settings (only those that differ: setting a keyboard type
        /// while the keyboard is up reloads it).
        func apply(to textField: UITextField) {
            if textField.placeholder != title { textField.placeholder = title }
            if textField.isSecureTextEntry != isSecure { textField.isSecureTextEntry = isSecure }
            if textField.keyboardType != keyboardType { textField.keyboardType = keyboardType }
            if textField.returnKeyType != submitLabel { textField.returnKeyType = submitLabel }
            if textField.textContentType != contentType { textField.textContentType = contentType }
        }
    }
#endif
