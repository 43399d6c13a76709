#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
    public import PatternKitValidation
    public import SwiftUI
    public import UIKit

    /// A text field of a form that decides each edit **before** it happens and puts the caret
    /// where the edit leaves it — for masks and filters, before iOS 18's `TextSelection`. Opt in
    /// where a `TextField` bound to `FormSession/binding(for:)` is not enough: a card or phone
    /// mask typed into the middle of the number, a refused key that must never flash on screen.
    ///
    /// ```swift
    /// FormTextField("Phone", field: .phone, in: form, keyboardType: .phonePad, contentType: .telephoneNumber)
    ///     .validated(.phone, in: form)
    /// ```
    ///
    /// It is a `UITextField` (through `UIViewRepresentable`) whose delegate asks the form about
    /// every proposed edit (`FormSession/decide(_:in:)`, the decision UIKit's `FormBinding` and
    /// the terminal's fields use) and carries out the answer with `UITextField.carryOut(_:)`: a
    /// refused key never appears, a formatted edit puts the mask's text in place with the caret
    /// after what was typed. Focus is the form's (`FormSession/focusedField`), as with
    /// ``SwiftUI/View/focused(_:in:)``: the field takes the keyboard when the form moves focus
    /// to it and reports the user's taps; Return moves to the next field that takes focus
    /// (`FormSession/focusNextField()`) and runs `onSubmit` after the last. Text set by code
    /// (`FormSession/set(_:to:)`, `FormSession/reset(to:)`) shows at once. The font is the
    /// body text style and follows Dynamic Type. Show the field's message with
    /// ``SwiftUI/View/validated(_:in:)``, as for a `TextField`.
    ///
    /// SwiftUI's `.keyboardType(_:)`, `.submitLabel(_:)` and `.textContentType(_:)` do not
    /// reach a `UITextField` inside a representable: give them here.
    @available(iOS 15, *)
    @MainActor
    public struct FormTextField<Field: Hashable & Sendable>: View {
        @ObservedObject private var form: FormSession<Field>
        @ObservedObject private var signal: FieldSignal
        private let configuration: FormTextFieldConfiguration<Field>

        /// A text field for `field` of `form`.
        ///
        /// - Parameters:
        ///   - title: The placeholder, and the field's accessibility label.
        ///   - field: The form's field it edits.
        ///   - form: The form.
        ///   - isSecure: Whether the text is hidden as it is typed (a password).
        ///   - keyboardType: The keyboard (`.phonePad`, `.emailAddress`…).
        ///   - submitLabel: The Return key's label (`.next` by default, `.done`, `.join`…).
        ///   - contentType: What the text is, for AutoFill (`.telephoneNumber`, `.oneTimeCode`…).
        ///   - onSubmit: Run when Return is pressed and no later field takes focus.
        public init(
            _ title: String, field: Field, in form: FormSession<Field>, isSecure: Bool = false,
            keyboardType: UIKeyboardType = .default, submitLabel: UIReturnKeyType = .next,
            contentType: UITextContentType? = nil, onSubmit: @escaping @MainActor () -> Void = {}
        ) {
            self.form = form
            signal = FieldSignals.signal(for: field, in: form)
            configuration = FormTextFieldConfiguration(
                title: title, field: field, isSecure: isSecure, keyboardType: keyboardType, submitLabel: submitLabel,
                contentType: contentType, onSubmit: onSubmit)
        }

        /// The `UITextField`, given the form's text and focus of this moment.
        public var body: some View {
            FormTextFieldRepresentable(form: form, configuration: configuration)
        }
    }
#endif
