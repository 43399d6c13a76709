#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidationSessions
    import SwiftUI

    /// The modifier behind `validated(_:in:)`: draws a form field's feedback under it, and
    /// reads its error to VoiceOver after the field.
    @available(iOS 15, macOS 12, tvOS 15, *)
    struct FormFieldModifier<Field: Hashable & Sendable>: ViewModifier {
        @ObservedObject var form: FormSession<Field>
        let field: Field
        @Environment(\.locale) private var locale

        func body(content: Content) -> some View {
            let feedback = form.feedback(for: field)
            VStack(alignment: .leading, spacing: 4) {
                content
                    .accessibilityHint(
                        Text(
                            feedback.error?.localizedFailureReason(in: ValidationMessageRow.language(for: locale)) ?? ""
                        ))
                ValidationMessageRow(feedback: feedback)
            }
        }
    }
#endif
