#if canImport(SwiftUI) && !os(watchOS)
    public import PatternKitValidationSessions
    public import SwiftUI

    @available(iOS 15, macOS 12, tvOS 15, *)
    extension View {
        /// Shows the state of `field` of `form` under this view — the text field bound to
        /// `FormSession/binding(for:)` — in the environment's locale, as
        /// ``EnvironmentValues/validationMessageStyle`` and ``SwiftUI/View/validationMessage(_:)``
        /// say, and reads its error to VoiceOver.
        ///
        /// ```swift
        /// TextField("E-mail", text: form.binding(for: .email))
        ///     .focused($focus, equals: .email)
        ///     .validated(.email, in: form)
        /// ```
        ///
        /// The state is the form's, so a field whose row is not on screen still counts.
        public func validated<Field: Hashable & Sendable>(_ field: Field, in form: FormSession<Field>) -> some View {
            modifier(FormFieldModifier(form: form, field: field))
        }
    }

    @available(iOS 15, macOS 12, tvOS 15, *)
    extension View {
        /// Binds a `@FocusState` to `form`'s `FormSession/focusedField`, both ways: focus
        /// leaving a field is the end of its editing (its message shows, "after editing"), and
        /// `FormSession/validate()` moves focus to the first invalid field.
        ///
        /// ```swift
        /// @FocusState private var focus: SignUpField?
        ///
        /// Form { … }
        ///     .focused($focus, in: form)
        /// ```
        public func focused<Field: Hashable & Sendable>(
            _ focus: FocusState<Field?>.Binding, in form: FormSession<Field>
        ) -> some View {
            modifier(FormFocusModifier(form: form, focus: focus))
        }
    }
#endif
