#if canImport(SwiftUI) && !os(watchOS)
import InputValidation
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
    /// The validator is read when the field first appears; give the field a new `id` to
    /// validate it with another one.
    ///
    /// - Parameters:
    ///   - validator: The rule the text must pass.
    ///   - text: The text field's text (the binding given to the `TextField`).
    @MainActor
    public func validated<V: Validator<String>>(by validator: V, text: Binding<String>) -> some View {
        modifier(ValidatedFieldModifier(validator: AnyValidator(validator), text: text, feedback: nil))
    }

    /// Validates a text field's text with `validator`, shows the message under the field,
    /// and keeps `feedback` up to date for the parent view.
    ///
    /// ```swift
    /// TextField("PIN", text: $pin)
    ///     .validated(by: NumericInputValidator(), text: $pin, feedback: $pinFeedback)
    ///     .validationMessageStyle(.hidden)   // the parent draws pinFeedback itself
    /// ```
    @MainActor
    public func validated<V: Validator<String>>(
        by validator: V,
        text: Binding<String>,
        feedback: Binding<FieldFeedback>
    ) -> some View {
        modifier(ValidatedFieldModifier(validator: AnyValidator(validator), text: text, feedback: feedback))
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
