#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidation
    import SwiftUI

    /// The modifier behind `validated(by:text:)`: forwards the text's changes, the field's focus
    /// and the environment to a ``FieldModel`` and draws its feedback under the field.
    ///
    /// A change while the field has focus is the user's (filtered, formatted); any other change
    /// — a reset, a value loaded — is code's, never refused and never starting the display.
    /// Focus leaving the field is the end of editing.
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
                model.appear(text: text, options: options)
                feedback?.wrappedValue = model.feedback
                state?.wrappedValue = model.state
            }
            .onChange(of: text) { new in
                if let shown = model.change(to: new, byUser: isFocused) { text = shown }
            }
            .onChange(of: isFocused) { focused in
                guard !focused else { return }
                if let tidied = model.editingDidEnd(text) { text = tidied }
            }
            .onChange(of: options) { model.configure($0) }
            .onChange(of: model.feedback) { feedback?.wrappedValue = $0 }
            .onChange(of: model.state) { state?.wrappedValue = $0 }
        }

        /// The error, read by VoiceOver after the field.
        @MainActor
        private var hint: Text {
            Text(model.feedback.error?.localizedFailureReason(in: ValidationMessageRow.language(for: locale)) ?? "")
        }
    }
#endif
