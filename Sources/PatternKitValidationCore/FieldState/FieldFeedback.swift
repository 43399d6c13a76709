/// What a validated field shows next to itself right now, as decided by
/// ``FieldController``: nothing, a "checking" hint, a valid mark, or an error.
///
/// ```swift
/// switch validation.feedback {
/// case .none: errorLabel.isHidden = true
/// case .checking: errorLabel.text = ValidationInterfaceText.checking.localized()
/// case .valid: errorLabel.isHidden = true
/// case .invalid(let error): errorLabel.text = error.localizedFailureReason()
/// }
/// ```
public enum FieldFeedback: Hashable, Sendable {
    /// Nothing to show: the user has not got far enough to be told anything.
    case none
    /// An asynchronous check is under way.
    case checking
    /// The text passed every rule.
    case valid
    /// The text failed, or the last keystroke was refused, for this reason.
    case invalid(ValidationError)

    /// The error of ``invalid(_:)``, `nil` otherwise.
    public var error: ValidationError? {
        if case .invalid(let error) = self { error } else { nil }
    }

    /// The message to show under the field: the failure reason of ``invalid(_:)``,
    /// ``ValidationInterfaceText/checking`` for ``checking``, `nil` otherwise.
    public func message(in language: String? = nil) -> String? {
        switch self {
        case .none, .valid: nil
        case .checking: ValidationInterfaceText.checking.localized(in: language)
        case .invalid(let error): error.localizedFailureReason(in: language)
        }
    }
}

extension FieldFeedback {
    /// What a field showing its feedback shows for `state`: nothing while pristine,
    /// ``checking`` while an asynchronous check has yet to answer, ``valid``, or the first
    /// error of an invalid state.
    public init(_ state: ValidationState) {
        switch state {
        case .pristine: self = .none
        case .pending, .validating: self = .checking
        case .valid: self = .valid
        case .invalid(let errors): self = errors.first.map(FieldFeedback.invalid) ?? .valid
        }
    }
}
