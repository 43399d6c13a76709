extension Validator {
    /// A validator accepting what both this validator and `other` accept; this one runs first.
    ///
    /// ```swift
    /// let pin = CharacterClassValidator.numeric.and(sixDigits)
    /// ```
    ///
    /// Chains stay flat: `a.and(b).and(c)` runs three rules, not a nested pair. The result is
    /// per-character when both are (see ``AllOfValidator``).
    public func and(_ other: some Validator<Input>) -> AllOfValidator<Input> {
        if let chain = self as? AllOfValidator<Input>, chain.mode == .firstFailure {
            return AllOfValidator(chain.validators + [AnyValidator(other)])
        }
        return AllOfValidator([AnyValidator(self), AnyValidator(other)])
    }

    /// A validator accepting what this validator or `other` accepts (see ``AnyOfValidator``).
    ///
    /// ```swift
    /// let login = emailRule.or(phoneRule).message("Enter an e-mail address or a phone number")
    /// ```
    public func or(_ other: some Validator<Input>) -> AnyOfValidator<Input> {
        if let choice = self as? AnyOfValidator<Input> {
            return AnyOfValidator(choice.validators + [AnyValidator(other)])
        }
        return AnyOfValidator([AnyValidator(self), AnyValidator(other)])
    }

    /// A validator accepting exactly what this one rejects (see ``NotValidator``).
    ///
    /// ```swift
    /// let notOnlyDigits = CharacterClassValidator.numeric.negated(reason: "Add at least one letter")
    /// ```
    ///
    /// - Parameters:
    ///   - code: The error code; `ValidationError.Code.negatedRuleMatched` (1502) by default.
    ///   - reason: A failure reason naming what is forbidden.
    public func negated(
        code: ValidationError.Code = .negatedRuleMatched, reason: ValidationMessage? = nil
    ) -> NotValidator<Self> {
        NotValidator(self, code: code, reason: reason)
    }

    /// This validator for inputs for which `isAbsent` is `false`; the others pass.
    ///
    /// ```swift
    /// let nickname = lettersRule.ifPresent(absentWhen: { $0.allSatisfy(\.isWhitespace) })
    /// ```
    public func ifPresent(absentWhen isAbsent: @escaping @Sendable (Input) -> Bool) -> IfPresentValidator<Self> {
        IfPresentValidator(self, absentWhen: isAbsent)
    }

    /// This validator lifted to optional inputs: `nil` passes (see ``OptionalValidator``).
    public func optional() -> OptionalValidator<Self> {
        OptionalValidator(self)
    }

    /// This validator for inputs that meet `condition`; the others pass
    /// (see ``ConditionalValidator``).
    ///
    /// ```swift
    /// let international = e164Rule.when { $0.hasPrefix("+") }
    /// ```
    public func when(_ condition: @escaping @Sendable (Input) -> Bool) -> ConditionalValidator<Self> {
        ConditionalValidator(self, when: condition)
    }

    /// A validator for a whole value that checks the part `extract` reads with this validator
    /// (see ``PullbackValidator``).
    ///
    /// ```swift
    /// let email = emailRule.pullback(\User.email, field: "email")   // some Validator<User>
    /// ```
    ///
    /// - Parameters:
    ///   - extract: Reads the part to check; a key path literal works.
    ///   - field: A name for the part, added to every error as `ValidationError.ParameterKey.field`.
    public func pullback<Root>(
        _ extract: @escaping @Sendable (Root) -> Input, field: String? = nil
    ) -> PullbackValidator<Root, Self> {
        PullbackValidator(self, field: field, extract: extract)
    }
}

extension Validator where Input: Collection {
    /// This validator for non-empty inputs; an empty input passes (see ``IfPresentValidator``).
    ///
    /// ```swift
    /// let optionalPhone = phoneRule.ifPresent()
    /// optionalPhone.isValid("")   // true
    /// ```
    public func ifPresent() -> IfPresentValidator<Self> {
        IfPresentValidator(self)
    }
}
