extension InputValidator {
    /// `validator` as the `InputValidator` a field holds: itself when it is one; a rule that
    /// tidies text first (a `SanitizingValidator`, also inside `.and`, `.ifPresent()` or
    /// `AnyValidator`) with its sanitizer in the validator's sanitizer slot, so the field shows
    /// the tidied text; any other rule wrapped as it is.
    ///
    /// `InputValidator(validator)` inside a generic function always picks the generic
    /// initializer, whose sanitizer is `nil`: this looks at the rule's dynamic type instead.
    package static func wrapping(_ validator: some Validator<String>) -> InputValidator {
        if let inputValidator = validator as? InputValidator { return inputValidator }
        if let sanitizer = (validator as? any SanitizerCarrying)?.carriedSanitizer {
            return InputValidator(validator, sanitizer: sanitizer)
        }
        return InputValidator(validator)
    }
}
