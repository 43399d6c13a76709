#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidation
    import SwiftUI

    /// The modifier behind `validated(_:in:)`: draws a form field's feedback under it, reads
    /// its error to VoiceOver after the field (the form's one announcement per change or
    /// submit is posted by `focused(_:in:)`, never by a row), and gives the form the field
    /// options a view set around it (`fieldOptions(_:)`, `editFiltering(_:)`, …), merged onto
    /// the form's `FormSession/options` — a one-option modifier changes that option only — so
    /// the form route honours them as a standalone field does.
    @available(iOS 15, macOS 12, tvOS 15, *)
    struct FormFieldModifier<Field: Hashable & Sendable>: ViewModifier {
        let form: FormSession<Field>
        let field: Field
        /// The field's own signal: the row redraws when its field changed, not on every change
        /// of the form.
        @ObservedObject var signal: FieldSignal
        @Environment(\.locale) private var locale
        @Environment(\.fieldOptionChanges) private var changes

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
            .onAppear { apply(changes) }
            .onChange(of: changes) { apply($0) }
        }

        /// Gives the field the form's options with those the views around it set.
        @MainActor
        private func apply(_ changes: PartialFieldOptions) {
            guard !changes.isEmpty else { return }
            form.setOptions(changes.applied(to: form.options), for: field)
        }
    }
#endif
