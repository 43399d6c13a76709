#if canImport(SwiftUI) && !os(watchOS)
import PatternKitValidationSessions
import SwiftUI

@available(iOS 14, macOS 11, tvOS 14, *)
extension View {
    /// Validates a text field's text with `validator` and shows the localized message under
    /// the field.
    ///
    /// ```swift
    /// TextField("Age", text: $age)
    ///     .validated(by: NumericInputValidator(), text: $age)
    /// ```
    ///
    /// The field starts silent and shows its errors as ``EnvironmentValues/validationTiming``
    /// says (from the first change, by default); the message follows every change after
    /// that. ``EnvironmentValues/validationMessageStyle`` says where the message goes, and
    /// ``EnvironmentValues/validationEditFiltering`` whether edits the rule refuses are
    /// undone as they are typed. A ``ValidationGroup`` in the environment learns whether
    /// the field passes.
    ///
    /// The parent can follow the field through two optional bindings: `feedback`, what the
    /// field shows (`FieldFeedback`), and `state`, the real state whether shown or not
    /// (`ValidationState`).
    ///
    /// ```swift
    /// TextField("PIN", text: $pin)
    ///     .validated(by: NumericInputValidator(), text: $pin, feedback: $pinFeedback)
    ///     .validationMessageStyle(.hidden)   // the parent draws pinFeedback itself
    /// ```
    ///
    /// The validator is read when the field first appears; give the field a new `id` to
    /// validate it with another one.
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
        modifier(ValidatedFieldModifier(
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
    /// The check starts `debounce` after the last change; a new text cancels the check of
    /// the old one, whose answer is never shown. A ``ValidationGroup`` counts the field as
    /// checking meanwhile (``ValidationGroup/validateIncludingChecks()`` waits for it).
    ///
    /// - Parameters:
    ///   - validator: The synchronous rules, which answer at once.
    ///   - check: The check that needs to wait.
    ///   - debounce: The pause after the last change before `check` starts; 0.3 seconds by default.
    ///   - text: The text field's text (the binding given to the `TextField`).
    ///   - feedback: Kept equal to what the field shows.
    ///   - state: Kept equal to the field's real state.
    @MainActor
    public func validated<V: Validator<String>, C: AsyncValidator<String>>(
        by validator: V,
        then check: C,
        debounce: Debounce = .seconds(0.3),
        text: Binding<String>,
        feedback: Binding<FieldFeedback>? = nil,
        state: Binding<ValidationState>? = nil
    ) -> some View {
        modifier(ValidatedFieldModifier(
            controller: FieldController(validator, then: check, debounce: debounce),
            text: text, feedback: feedback, state: state
        ))
    }
}

extension View {
    /// Sets where validated fields inside this view show their messages.
    public func validationMessageStyle(_ style: ValidationMessageStyle) -> some View {
        environment(\.validationMessageStyle, style)
    }

    /// Sets when validated fields inside this view start showing errors.
    public func validationTiming(_ timing: FeedbackTiming) -> some View {
        environment(\.validationTiming, timing)
    }

    /// Sets which edits validated fields inside this view undo as they are typed.
    ///
    /// ```swift
    /// Form { … }.validationEditFiltering(.invalidCharacters)   // digits-only fields ignore "a"
    /// ```
    public func validationEditFiltering(_ filtering: EditFiltering) -> some View {
        environment(\.validationEditFiltering, filtering)
    }

    /// Makes the validated fields inside this view report to `group`.
    public func validationGroup(_ group: ValidationGroup) -> some View {
        environment(\.validationGroup, group)
    }
}
#endif
