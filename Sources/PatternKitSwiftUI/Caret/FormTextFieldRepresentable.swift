#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
    import PatternKitValidation
    import PatternKitValidationUIKit
    import SwiftUI
    import UIKit

    /// The `UITextField` behind ``FormTextField``: made once, then given the form's text, focus
    /// and settings at each update; its events go to the coordinator, which hands them to the
    /// form.
    @available(iOS 15, *)
    struct FormTextFieldRepresentable<Field: Hashable & Sendable>: UIViewRepresentable {
        let form: FormSession<Field>
        let configuration: FormTextFieldConfiguration<Field>

        func makeCoordinator() -> FormTextFieldCoordinator<Field> {
            FormTextFieldCoordinator(form: form, configuration: configuration)
        }

        func makeUIView(context: Context) -> UITextField {
            let textField = UITextField()
            textField.font = .preferredFont(forTextStyle: .body)
            textField.adjustsFontForContentSizeCategory = true
            textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            textField.text = form.shownText(of: configuration.field)
            context.coordinator.attach(to: textField)
            return textField
        }

        func updateUIView(_ textField: UITextField, context: Context) {
            context.coordinator.configuration = configuration
            context.coordinator.form = form
            configuration.apply(to: textField)
            context.coordinator.follow(textField)
        }
    }
#endif
