#if canImport(SwiftUI) && !os(watchOS)
    public import PatternKitValidation
    public import SwiftUI

    @available(iOS 15, macOS 12, tvOS 15, *)
    extension View {
        /// Validates a text field's text with `validator` and shows the localized message under
        /// the field.
        ///
        /// ```swift
        /// TextField("Age", text: $age)
        ///     .validated(by: NumericInputValidator(), text: $age)
        /// ```
        ///
        /// The modifier watches the field's focus and the user's edits: a change the user made
        /// in the focused field is typing; any other change of `text` — a reset, a value loaded,
        /// a "Suggest name" or "Paste" button while the field has focus — is code's, never
        /// refused, formatted or checked, and never starting a message. The view appearing
        /// again (a row scrolled back) is no change: the message and a check's answer stay. The
        /// field starts silent and shows its errors
        /// when ``SwiftUI/EnvironmentValues/fieldOptions`` says (once focus left it, by default); the
        /// message follows every change after that. The other options come from that one
        /// environment value too — the ``FieldOptions`` UIKit's `CustomTextField` takes;
        /// ``SwiftUI/EnvironmentValues/validationMessageStyle`` says where the message goes.
        ///
        /// The parent can follow the field through two optional bindings: `feedback`, what the
        /// field shows (`FieldFeedback`), and `state`, the real state whether shown or not
        /// (`ValidationState`). Text the app clears in code leaves the field silent, as before
        /// the user touched it — no "required".
        ///
        /// The validator is read once, when the field first appears (the field's state lives as
        /// long as the view): to validate with another rule, give the field a new identity
        /// (`.id(rule)`), which starts it over. For one field with two looks — a password shown
        /// in a `TextField` or hidden in a `SecureField` — apply the modifier once, around both,
        /// so that both show one state.
        ///
        /// ```swift
        /// TextField("PIN", text: $pin)
        ///     .validated(by: NumericInputValidator(), text: $pin, feedback: $pinFeedback)
        ///     .validationMessageStyle(.hidden)   // the parent draws pinFeedback itself
        /// ```
        ///
        /// The validator is read when the field first appears. For a rule that depends on
        /// other fields — a confirmation that repeats a password — or a form to submit, bind the
        /// fields to a `FormSession` instead (``SwiftUI/View/validated(_:in:)``).
        ///
        /// - Parameters:
        ///   - validator: The rule the text must pass.
        ///   - text: The text field's text (the binding given to the `TextField`).
        ///   - feedback: Kept equal to what the field shows.
        ///   - state: Kept equal to the field's real state.
        @MainActor
        public func validated<V: Validator<String>>(
            by validator: V,
            text: Binding<String>,
            feedback: Binding<FieldFeedback>? = nil,
            state: Binding<ValidationState>? = nil
        ) -> some View {
            modifier(
                ValidatedFieldModifier(
                    controller: FieldController(validator),
                    text: text, feedback: feedback, state: state
                ))
        }

        /// Validates a text field's text with `validator` and, whenever that passes, with the
        /// asynchronous `check` — "is this user name still free?" — and shows the message
        /// under the field: "Checking…" while the check runs, then its answer.
        ///
        /// ```swift
        /// TextField("User name", text: $userName)
        ///     .validated(by: CharacterClassValidator.alphanumeric, then: userNameIsFree, text: $userName)
        /// ```
        ///
        /// The check starts `debounce` after the last change (``FieldOptions/checkDebounce`` of
        /// the environment's ``SwiftUI/EnvironmentValues/fieldOptions`` when `nil`); a new text
        /// cancels the check of the old one, whose answer is never shown.
        ///
        /// - Parameters:
        ///   - validator: The synchronous rules, which answer at once.
        ///   - check: The check that needs to wait.
        ///   - debounce: The pause after the last change before `check` starts; `nil` (the
        ///     default) takes the environment's, 0.3 seconds unless a view set another.
        ///   - text: The text field's text (the binding given to the `TextField`).
        ///   - feedback: Kept equal to what the field shows.
        ///   - state: Kept equal to the field's real state.
        @MainActor
        public func validated<V: Validator<String>, C: AsyncValidator<String>>(
            by validator: V,
            then check: C,
            debounce: Debounce? = nil,
            text: Binding<String>,
            feedback: Binding<FieldFeedback>? = nil,
            state: Binding<ValidationState>? = nil
        ) -> some View {
            modifier(
                ValidatedFieldModifier(
                    controller: FieldController(validator, then: check),
                    debounce: debounce, text: text, feedback: feedback, state: state
                ))
        }
    }

    extension View {
        /// Sets where validated fields inside this view show their messages.
        public func validationMessageStyle(_ style: ValidationMessageStyle) -> some View {
            environment(\.validationMessageStyle, style)
        }

        /// Sets how validated fields inside this view behave — standalone fields and a form's
        /// fields alike (see ``FieldOptions``).
        ///
        /// ```swift
        /// Form { … }.fieldOptions(FieldOptions(editFiltering: .invalidCharacters, formatsWhileTyping: true))
        /// ```
        public func fieldOptions(_ options: FieldOptions) -> some View {
            environment(\.fieldOptions, options)
        }

        /// Sets when validated fields inside this view start showing errors (one option of
        /// ``SwiftUI/EnvironmentValues/fieldOptions``).
        public func feedbackTiming(_ timing: FeedbackTiming) -> some View {
            environment(\.feedbackTiming, timing)
        }

        /// Sets which keystrokes validated fields inside this view refuse (one option of
        /// ``SwiftUI/EnvironmentValues/fieldOptions``; the others stay as the views around set
        /// them, and a form's field keeps its form's).
        ///
        /// ```swift
        /// Form { … }.editFiltering(.invalidCharacters)   // digits-only fields ignore "a"
        /// ```
        public func editFiltering(_ filtering: EditFiltering) -> some View {
            environment(\.editFiltering, filtering)
        }

        /// Sets whether validated fields inside this view format their text with their
        /// validator's sanitizer (an `InputMask`) as the user types (one option of
        /// ``SwiftUI/EnvironmentValues/fieldOptions``).
        public func formatsWhileTyping(_ formats: Bool = true) -> some View {
            environment(\.formatsWhileTyping, formats)
        }

        /// Sets whether validated fields inside this view validate when focus leaves them, their
        /// sanitizer tidying the text in the binding at once — a form's field too, whose value
        /// becomes the tidied text (one option of ``SwiftUI/EnvironmentValues/fieldOptions``).
        public func validatesOnEndEditing(_ validates: Bool = true) -> some View {
            environment(\.validatesOnEndEditing, validates)
        }

        /// Draws the message of validated fields inside this view with `content`, given the
        /// field's feedback and its message, already localized ("Checking…" while a check runs,
        /// a blank line while the field is valid, so the row keeps its height).
        ///
        /// ```swift
        /// Form { … }
        ///     .validationMessage { feedback, message in
        ///         Label(message, systemImage: "exclamationmark.triangle")
        ///             .foregroundColor(feedback.error == nil ? .secondary : .orange)
        ///     }
        /// ```
        public func validationMessage<Content: View>(
            @ViewBuilder _ content: @escaping @MainActor @Sendable (FieldFeedback, String) -> Content
        ) -> some View {
            environment(
                \.validationMessageView,
                ValidationMessageView { feedback, message in
                    AnyView(content(feedback, message))
                })
        }
    }
#endif
