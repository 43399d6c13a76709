/// What a validated field does with an edit the user is about to make (see
/// ``FieldValidation/decide(_:)``).
public enum EditDecision: Hashable, Sendable {
    /// Let the edit happen.
    case accept
    /// Refuse the edit, for this reason (see ``EditFiltering``).
    case refuse(ValidationError)
    /// Refuse the edit and show this text and caret instead: the edit applied and formatted by
    /// the field's sanitizer, such as an `InputMask`.
    case replace(SanitizedText)
}
