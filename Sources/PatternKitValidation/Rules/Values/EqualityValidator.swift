/// Accepts the value another value holds at the moment of validation: "type DELETE to
/// confirm", or a repeated password that must match the first.
///
/// The expected value is provided lazily by a closure, read each time the rule runs, so a
/// confirmation field always compares with what the password field holds now.
///
/// ```swift
/// let typed: some Validator<String> = .equals("DELETE")
/// typed.failures("delete")[0].parameters[.expected]   // "DELETE" (code 1140)
///
/// let form = SignUpModel()                             // a Sendable model, say lock-protected
/// let confirmation: some Validator<String> = .confirms { form.password }
/// confirmation.failures("secret")[0].code             // 1141 (confirmationMismatch)
/// ```
///
/// A confirmation error carries no parameters: the value it confirms — usually a
/// password — never reaches an error, a log or an alert. Strings compare as Swift does,
/// by canonical equivalence: "é" typed as one scalar equals "e" + U+0301.
///
/// The closure is `@Sendable` because validators are shared between threads: read the
/// value from something safe to read anywhere (a lock-protected box, an actor-free
/// model), not from a `UITextField` (see "Choosing a rule" for a form's
/// password-confirmation pattern).
///
/// Swift 6 does not infer `@Sendable` for a closure given to an implicit member such as
/// `.confirms { … }` when that member is itself the argument of a generic function
/// (`AnyValidator(.confirms { … })`, a composition): write `{ @Sendable in … }` there.
public struct EqualityValidator<Value: Equatable & Sendable>: Validator {
    /// Produces the expected value each time the rule runs.
    public let expected: @Sendable () -> Value

    /// Whether this rule confirms a secret (code 1141, no parameters) rather than
    /// comparing with a value it may show (code 1140, parameter `expected`).
    public let isConfirmation: Bool

    /// A validator requiring inputs equal to what `expected` returns, with code 1140 and
    /// the expected value as the `expected` parameter.
    public init(to expected: @escaping @Sendable () -> Value) {
        self.expected = expected
        self.isConfirmation = false
    }

    /// A validator requiring inputs equal to `value` (code 1140).
    public init(to value: Value) {
        self.init(to: { value })
    }

    /// A validator requiring inputs equal to what `original` returns, with code 1141 and
    /// no parameters: for a "repeat your password" field.
    public init(confirming original: @escaping @Sendable () -> Value) {
        self.expected = original
        self.isConfirmation = true
    }

    /// Throws `ValidationError.Code.notEqual` or `ValidationError.Code.confirmationMismatch`.
    public func validate(_ input: Value) throws(ValidationError) {
        let expectedValue = expected()
        guard input != expectedValue else { return }
        if isConfirmation {
            throw ValidationError(.confirmationMismatch)
        }
        throw ValidationError(.notEqual, parameters: [.expected: .init(describing: expectedValue)])
    }
}

extension Validator {
    /// Values equal to `value` (code 1140): `.equals("DELETE")`.
    public static func equals<Value>(_ value: Value) -> EqualityValidator<Value>
    where Self == EqualityValidator<Value> {
        EqualityValidator(to: value)
    }

    /// Values equal to what `expected` returns when the rule runs (code 1140).
    public static func equals<Value>(_ expected: @escaping @Sendable () -> Value) -> EqualityValidator<Value>
    where Self == EqualityValidator<Value> {
        EqualityValidator(to: expected)
    }

    /// Values equal to what `original` returns when the rule runs, reported without the
    /// value (code 1141): a password confirmation.
    public static func confirms<Value>(_ original: @escaping @Sendable () -> Value) -> EqualityValidator<Value>
    where Self == EqualityValidator<Value> {
        EqualityValidator(confirming: original)
    }
}
