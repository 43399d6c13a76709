/// Accepts only `true`: a terms switch, a consent checkbox — anything the user must turn on
/// before the form is sent. Fails with `ValidationError.Code.mustBeOn` (1146): "This option
/// must be turned on".
///
/// ```swift
/// let form = FormValidator<SignUpField>()
///     .field(.terms, as: Bool.self, .mustBeOn)
/// ```
public struct MustBeOnValidator: Validator {
    /// The validator.
    public init() {}

    /// Throws `ValidationError.Code.mustBeOn` unless `input` is `true`.
    public func validate(_ input: Bool) throws(ValidationError) {
        guard input else { throw ValidationError(.mustBeOn) }
    }
}

extension Validator where Self == MustBeOnValidator {
    /// Only `true`: a terms switch that must be on (code 1146 otherwise).
    public static var mustBeOn: MustBeOnValidator { MustBeOnValidator() }
}
