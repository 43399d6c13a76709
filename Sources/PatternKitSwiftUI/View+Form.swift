#if canImport(SwiftUI) && !os(watchOS)
    public import PatternKitValidation
    public import SwiftUI

    @available(iOS 15, macOS 12, tvOS 15, *)
    extension View {
        /// Shows the state of `field` of `form` under this view — the text field bound to
        /// `FormSession/binding(for:)` — in the environment's locale, as
        /// ``SwiftUI/EnvironmentValues/validationMessageStyle`` and ``SwiftUI/View/validationMessage(_:)``
        /// say, and reads its error to VoiceOver.
        ///
        /// ```swift
        /// TextField("E-mail", text: form.binding(for: .email))
        ///     .focused($focus, equals: .email)
        ///     .validated(.email, in: form)
        /// ```
        ///
        /// The state is the form's, so a field whose row is not on screen still counts. The row
        /// redraws when its own field's text or feedback changed, not on every keystroke in
        /// another field. Field options a view sets around it (`fieldOptions(_:)`,
        /// `editFiltering(_:)`, …) are merged onto the form's `FormSession/options` and become
        /// the field's options in the form: a one-option modifier changes that option only.
        /// VoiceOver reads the message row as its label ("Checking…" too) and the error as the
        /// field's hint; `focused(_:in:)` posts the form's announcements.
        @MainActor
        public func validated<Field: Hashable & Sendable>(_ field: Field, in form: FormSession<Field>) -> some View {
            modifier(FormFieldModifier(form: form, field: field, signal: FieldSignals.signal(for: field, in: form)))
        }
    }

    @available(iOS 15, macOS 12, tvOS 15, *)
    extension View {
        /// Binds a `@FocusState` to `form`'s `FormSession/focusedField`, the one owner of
        /// focus: focus leaving a field is the end of its editing (its message shows, "after
        /// editing"), `FormSession/validate()` moves focus to the first invalid field, and a
        /// `nil` the `@FocusState` passes through while the form moves focus (Return, a row not
        /// yet on screen) ends nobody's editing. It also posts the form's VoiceOver
        /// announcements (`FormSession/announcement`): one per submit or per change, none when
        /// a row scrolls back into view.
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
