/// A validator that tidies text before checking it, whose sanitizer a field must keep when
/// it wraps the validator in an `InputValidator` (see ``InputValidator/wrapping(_:)``).
package protocol SanitizerCarrying {
    /// The sanitizer that runs before the check.
    var carriedSanitizer: AnySanitizer { get }
}

extension SanitizingValidator: SanitizerCarrying {
    package var carriedSanitizer: AnySanitizer {
        AnySanitizer(sanitizer)
    }
}

extension InputValidator {
    /// `validator` as the `InputValidator` a field holds: itself when it is one; a
    /// `SanitizingValidator` with its sanitizer in the validator's sanitizer slot, so the field
    /// shows the tidied text; any other rule wrapped as it is.
    ///
    /// `InputValidator(validator)` inside a generic function always picks the generic
    /// initializer, whose sanitizer is `nil`: this looks at the rule's dynamic type instead.
    package static func wrapping(_ validator: some Validator<String>) -> InputValidator {
        if let inputValidator = validator as? InputValidator { return inputValidator }
        if let sanitizing = validator as? any SanitizerCarrying {
            return InputValidator(validator, sanitizer: sanitizing.carriedSanitizer)
        }
        return InputValidator(validator)
    }
}
