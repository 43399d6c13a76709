/// Accepts only the ASCII digits `0`–`9` (the Strategy article's `^[0-9]*$` over the whole text;
/// empty text passes). Fails with code 1001, "Input Validation Failed" / "The input can
/// contain only numerical values".
///
/// ```swift
/// try NumericInputValidator().validate("123")   // passes
/// do {
///     try NumericInputValidator().validate("1\n2")
/// } catch {
///     let nsError = error as NSError
///     // nsError.domain == "InputValidationErrorDomain", nsError.code == 1001
///     // nsError.localizedFailureReason == "The input can contain only numerical values"
/// }
/// ```
///
/// Digits of other scripts ("١٢٣", fullwidth "１２３") fail; for them use
/// `CharacterClassValidator.decimalDigits` (in the rule library, `PatternKitValidation`).
open class NumericInputValidator: InputValidator, @unchecked Sendable {
    /// A validator for ASCII digits, running ``Validator/numeric``.
    public init() {
        super.init(Self.sharedStrategy)
    }

    /// Built once: making a validator then costs one object, as cheap as the Strategy article's.
    private static let sharedStrategy = AnyValidator(CharacterClassValidator.numeric)
}
