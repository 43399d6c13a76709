/// Lets `nil` pass and checks a value with its rule: a rule for `T` lifted to `T?`.
///
/// ```swift
/// let age = ageRule.optional()          // some Validator<Int?>
/// age.isValid(nil)                      // true
///
/// // UITextField.text is a String? that is nil or empty when nothing was typed:
/// let email = emailRule.ifPresent().optional()
/// email.isValid(nil) && email.isValid("") // true
/// ```
public struct OptionalValidator<Base: Validator>: Validator {
    /// The rule for values that are present.
    public let base: Base

    /// A validator that lets `nil` pass and checks other values with `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// Throws ``base``'s error when `input` is a value it rejects.
    public func validate(_ input: Base.Input?) throws(ValidationError) {
        if let input {
            try base.validate(input)
        }
    }

    /// Whether `input` is `nil` or valid.
    public func isValid(_ input: Base.Input?) -> Bool {
        input.map(base.isValid) ?? true
    }

    /// `[]` for `nil`; else ``base``'s failures.
    public func failures(_ input: Base.Input?) -> [ValidationError] {
        input.map(base.failures) ?? []
    }
}

extension OptionalValidator: SanitizerCarrying {
    package var carriedSanitizer: AnySanitizer? {
        (base as? any SanitizerCarrying)?.carriedSanitizer
    }
}
