/// Accepts exactly the inputs its rule rejects: "anything but digits only".
///
/// ```swift
/// let notAllDigits = CharacterClassValidator.numeric.negated(reason: "A user name needs a letter")
/// notAllDigits.isValid("2024")    // false
/// notAllDigits.isValid("neo2024") // true
/// ```
///
/// When the rule accepts the input, the error is `ValidationError.Code.negatedRuleMatched`
/// (1502). A rule that passes says nothing about why, so the built-in reason can only be
/// general ("The input is not allowed"); pass a `reason` that names what is forbidden.
///
/// Negating a negation gives back the original rule: `rule.negated().negated()` is `rule`,
/// with its own, more precise errors. (A `NotValidator(NotValidator(rule))` built by hand
/// accepts the same inputs but reports 1502.)
///
/// **Not per-character:** a per-character rule accepts the empty text, so its negation
/// rejects it — and a per-character rule must accept the empty text.
public struct NotValidator<Base: Validator>: Validator {
    /// The rule whose inputs are rejected.
    public let base: Base

    /// The code of the error thrown when ``base`` accepts the input.
    public let code: ValidationError.Code

    /// A failure reason replacing the localized one for ``code``, if any.
    public let reason: ValidationMessage?

    /// A validator accepting what `base` rejects.
    ///
    /// - Parameters:
    ///   - base: The rule to negate.
    ///   - code: The error code; `ValidationError.Code.negatedRuleMatched` by default.
    ///   - reason: A failure reason replacing the localized one for `code`.
    public init(_ base: Base, code: ValidationError.Code = .negatedRuleMatched, reason: ValidationMessage? = nil) {
        self.base = base
        self.code = code
        self.reason = reason
    }

    /// Throws when ``base`` accepts `input`.
    public func validate(_ input: Base.Input) throws(ValidationError) {
        if base.isValid(input) {
            throw ValidationError(code, reason: reason)
        }
    }

    /// Whether ``base`` rejects `input`.
    public func isValid(_ input: Base.Input) -> Bool {
        !base.isValid(input)
    }

    /// Gives back the rule this validator negates: not-not-`rule` is `rule`.
    public func negated() -> Base {
        base
    }
}
