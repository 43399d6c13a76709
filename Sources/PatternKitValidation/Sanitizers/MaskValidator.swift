/// Accepts text that fills every slot of an ``InputMask``: a complete phone or card number.
///
/// ```swift
/// let phone = InputMask("(###) ###-####")
/// let complete = MaskValidator(phone)
/// complete.isValid("(555) 123-4567")   // true
/// complete.isValid("5551234567")       // true: formatting is the mask's job, not the user's
/// complete.isValid("(555) 12")         // false: 1510, "… must have the format (###) ###-####"
/// ```
///
/// The error is `ValidationError.Code.incompleteMask` (1510) with the pattern as its
/// `ValidationError.ParameterKey.mask` parameter. Empty text fails; make an optional field
/// with `Validator.ifPresent()`.
public struct MaskValidator: Validator {
    /// The mask the text must fill.
    public let mask: InputMask

    /// A failure reason replacing the localized one, if any.
    public let reason: ValidationMessage?

    /// A validator accepting text that fills `mask`.
    public init(_ mask: InputMask, reason: ValidationMessage? = nil) {
        self.mask = mask
        self.reason = reason
    }

    /// Throws `ValidationError.Code.incompleteMask` when `input` does not fill the mask.
    public func validate(_ input: String) throws(ValidationError) {
        guard mask.isComplete(input) else {
            throw ValidationError(.incompleteMask, parameters: [.mask: .string(mask.pattern)], reason: reason)
        }
    }

    /// Whether `input` fills the mask.
    public func isValid(_ input: String) -> Bool {
        mask.isComplete(input)
    }
}

extension InputMask {
    /// A validator accepting text that fills this mask (see ``MaskValidator``).
    public var validator: MaskValidator {
        MaskValidator(self)
    }
}
