/// Accepts only the ASCII letters `a`–`z` and `A`–`Z` (the Strategy article's `^[a-zA-Z]*$` over
/// the whole text; empty text passes). Fails with code 1002, "Input Validation Failed" /
/// "The input can contain only letters".
///
/// ```swift
/// try AlphaInputValidator().validate("Hello")   // passes
/// AlphaInputValidator().isValid("Ёлка")         // false: not ASCII
/// ```
///
/// For letters of any script use `CharacterClassValidator.letters` (in the rule library,
/// `PatternKitValidation`).
open class AlphaInputValidator: InputValidator, @unchecked Sendable {
    /// A validator for ASCII letters, running ``Validator/alpha``.
    public init() {
        super.init(Self.sharedStrategy)
    }

    /// Built once: making a validator then costs one object, as cheap as the Strategy article's.
    private static let sharedStrategy = AnyValidator(CharacterClassValidator.alpha)
}
