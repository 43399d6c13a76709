/// When a field starts showing its errors.
///
/// Whatever the timing, once a field shows feedback it follows every change of the text,
/// so an error disappears as soon as the user fixes it ("late to complain, early to
/// forgive"); ``FieldValidation/validate(_:)`` always shows the result.
public enum FeedbackTiming: Hashable, Sendable, CaseIterable {
    /// From the first change of the text.
    case whileEditing
    /// From the first time editing ends, so nobody is told off for a text they are still
    /// typing. The default.
    case afterEditing
    /// Only after ``FieldValidation/validate(_:)`` — a submit button — has been called.
    case onValidate
}
