/// Accepts text whose every character belongs to a ``CharacterClass``: digits only,
/// letters only, any set you choose. No regular expression, no allocation.
///
/// ```swift
/// try CharacterClassValidator.numeric.validate("123")       // passes
/// CharacterClassValidator.numeric.isValid("1\n2")           // false: the whole text counts
/// CharacterClassValidator.numeric.isValid("")               // true, like `^[0-9]*$`
///
/// let hex = CharacterClassValidator(CharacterClass(charactersIn: "0123456789abcdefABCDEF"))
/// hex.failures("12g4")[0].parameters  // [.character: "g", .utf16Offset: 2]
/// ```
///
/// Its errors carry ``ValidationError/ParameterKey/character`` (the first rejected
/// scalar) and ``ValidationError/ParameterKey/utf16Offset`` (where it is). The rule is
/// per-character (``Validator/isPerCharacter``), so ``Validator/validate(edit:)`` checks
/// only the typed or pasted text.
public struct CharacterClassValidator: Validator {
    /// The characters the text may consist of.
    public let allowed: CharacterClass

    /// The code of the error thrown for a character outside ``allowed``.
    public let code: ValidationError.Code

    /// A failure reason replacing the localized one for ``code``, if any.
    public let reason: ValidationMessage?

    /// A validator accepting text made of `allowed`.
    ///
    /// - Parameters:
    ///   - allowed: The characters the text may consist of.
    ///   - code: The error code; ``ValidationError/Code/disallowedCharacter`` by default.
    ///   - reason: A failure reason replacing the localized one for `code`.
    public init(
        _ allowed: CharacterClass,
        code: ValidationError.Code = .disallowedCharacter,
        reason: ValidationMessage? = nil
    ) {
        self.allowed = allowed
        self.code = code
        self.reason = reason
    }

    /// Throws when a character of `input` is outside ``allowed``.
    public func validate(_ input: String) throws(ValidationError) {
        if let found = allowed.firstDisallowed(in: input) {
            let parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [
                .character: .string(String(found.scalar)), .utf16Offset: .int(found.utf16Offset),
            ]
            throw ValidationError(code, parameters: parameters, reason: reason)
        }
    }

    /// Whether every character of `input` is in ``allowed`` (no error is built).
    public func isValid(_ input: String) -> Bool {
        allowed.allows(input)
    }

    /// `true`: a text is valid exactly when each of its characters is.
    public var isPerCharacter: Bool { true }
}

extension Validator where Self == CharacterClassValidator {
    /// ASCII digits only, `^[0-9]*$` (the Strategy article's numeric rule): code 1001.
    /// "١٢٣" and "１２３" fail; see `.decimalDigits` (PatternKitValidation) for digits of
    /// any script.
    public static var numeric: CharacterClassValidator {
        CharacterClassValidator(.asciiDigits, code: .numeric)
    }

    /// ASCII letters only, `^[a-zA-Z]*$` (the Strategy article's alpha rule): code 1002.
    /// See `.letters` (PatternKitValidation) for letters of any script.
    public static var alpha: CharacterClassValidator {
        CharacterClassValidator(.asciiLetters, code: .alpha)
    }

    /// ASCII letters and digits only, `^[a-zA-Z0-9]*$`: code 1003.
    public static var alphanumeric: CharacterClassValidator {
        CharacterClassValidator(.asciiAlphanumerics, code: .alphanumeric)
    }

    /// ASCII characters only (U+0000–U+007F, controls and the space included): code 1105.
    /// "naïve", "ｶﾀｶﾅ" and emoji fail.
    public static var ascii: CharacterClassValidator {
        CharacterClassValidator(.ascii, code: .ascii)
    }

    /// Hexadecimal digits only, `^[0-9a-fA-F]*$`: code 1201. For a fixed-length
    /// identifier such as a MongoDB ObjectId, add a length: `.hexadecimal.and(.length(exactly: 24))`.
    public static var hexadecimal: CharacterClassValidator {
        CharacterClassValidator(.hexadecimalDigits, code: .hexadecimal)
    }

    /// Characters of `allowed` only: code ``ValidationError/Code/disallowedCharacter`` (1004)
    /// unless you pass another.
    ///
    /// ```swift
    /// let hostname: some Validator<String> = .allowing(CharacterClass(.urlHostAllowed))
    /// ```
    public static func allowing(
        _ allowed: CharacterClass,
        code: ValidationError.Code = .disallowedCharacter,
        reason: ValidationMessage? = nil
    ) -> CharacterClassValidator {
        CharacterClassValidator(allowed, code: code, reason: reason)
    }
}
