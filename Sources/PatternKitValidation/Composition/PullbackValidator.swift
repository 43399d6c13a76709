/// Validates one part of a value — a property of a model, a field of a form's state — with
/// a rule for that part.
///
/// ```swift
/// struct SignUp { var email: String; var age: Int }
///
/// let model = AllOfValidator<SignUp>(collecting: [
///     AnyValidator(emailRule.pullback(\SignUp.email, field: "email")),
///     AnyValidator(adultRule.pullback(\SignUp.age, field: "age")),
/// ])
/// model.failures(signUp).map { $0.parameters[.field] }   // which properties failed
/// ```
///
/// With a `field` name, every error gets it as its `ValidationError.ParameterKey.field`
/// parameter, so errors of a whole model can be sorted to their properties.
public struct PullbackValidator<Root, Base: Validator>: Validator {
    /// The rule for the part.
    public let base: Base

    /// The name written into each error's `ValidationError.ParameterKey.field`, if any.
    public let field: String?

    private let extract: @Sendable (Root) -> Base.Input

    /// A validator checking `extract(root)` with `base`.
    ///
    /// - Parameters:
    ///   - base: The rule for the part.
    ///   - field: A name for the part, added to every error.
    ///   - extract: Reads the part, for example a key path: `\User.email`.
    public init(_ base: Base, field: String? = nil, extract: @escaping @Sendable (Root) -> Base.Input) {
        self.base = base
        self.field = field
        self.extract = extract
    }

    /// Throws ``base``'s error for the part of `input`.
    public func validate(_ input: Root) throws(ValidationError) {
        do {
            try base.validate(extract(input))
        } catch {
            throw tagged(error)
        }
    }

    /// Whether ``base`` accepts the part of `input`.
    public func isValid(_ input: Root) -> Bool {
        base.isValid(extract(input))
    }

    /// ``base``'s failures for the part of `input`.
    public func failures(_ input: Root) -> [ValidationError] {
        base.failures(extract(input)).map(tagged)
    }

    private func tagged(_ error: ValidationError) -> ValidationError {
        guard let field else { return error }
        var copy = error
        copy.parameters[.field] = .string(field)
        return copy
    }
}
