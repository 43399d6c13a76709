#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidation
    import SwiftUI

    /// The modifier behind `validated(by:text:)`: forwards the view's appearance, the text's
    /// changes, the user's edits as the platform reports them, the field's focus and the
    /// environment to a ``FieldModel``, and draws its feedback under the field. What counts as
    /// typing, what appearing keeps and what VoiceOver hears is `BindingField`'s decision.
    @available(iOS 15, macOS 12, tvOS 15, *)
    struct ValidatedFieldModifier: ViewModifier {
        @StateObject private var model: FieldModel
        @Binding private var text: String
        private let feedback: Binding<FieldFeedback>?
        private let state: Binding<ValidationState>?
        @FocusState private var isFocused: Bool
        @Environment(\.fieldOptions) private var environmentOptions
        /// The check's pause given to `validated(by:then:debounce:text:)`, if any.
        private let debounce: Debounce?
        @Environment(\.locale) private var locale

        @MainActor
        init(
            controller: @escaping @autoclosure @MainActor () -> FieldController,
            debounce: Debounce? = nil,
            text: Binding<String>,
            feedback: Binding<FieldFeedback>?,
            state: Binding<ValidationState>?
        ) {
            _model = StateObject(wrappedValue: FieldModel(controller()))
            _text = text
            self.debounce = debounce
            self.feedback = feedback
            self.state = state
        }

        /// The environment's options, with the pause the call gave.
        private var options: FieldOptions {
            var options = environmentOptions
            if let debounce { options.checkDebounce = debounce }
            return options
        }

        func body(content: Content) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                content
                    .focused($isFocused)
                    .accessibilityHint(hint)
                ValidationMessageRow(feedback: model.feedback)
            }
            .onAppear {
                model.language = ValidationMessageRow.language(for: locale)
                model.field.appear(text: text, options: options)
                feedback?.wrappedValue = model.feedback
                state?.wrappedValue = model.state
            }
            .onReceive(FieldModel.userEdits) { notification in
                if let edited = FieldModel.editedText(notification) { model.field.userDidEdit(to: edited) }
            }
            .onChange(of: text) { new in
                if let shown = model.field.textDidChange(to: new) { text = shown }
            }
            .onChange(of: isFocused) { focused in
                if let tidied = model.field.focusDidChange(focused, text: text) { text = tidied }
            }
            .onChange(of: options) { model.field.configure($0) }
            .onChange(of: locale) { model.language = ValidationMessageRow.language(for: $0) }
            .onChange(of: model.feedback) { feedback?.wrappedValue = $0 }
            .onChange(of: model.state) { state?.wrappedValue = $0 }
        }

        /// The error, read by VoiceOver after the field (the message row under it says it too).
        @MainActor
        private var hint: Text {
            Text(model.feedback.error?.localizedFailureReason(in: ValidationMessageRow.language(for: locale)) ?? "")
        }
    }
#endif
