/// Sanitize, then validate, as one strategy: the validator sees the text the user will see.
///
/// ```swift
/// let card = MaskValidator(InputMask("#### #### #### ####"))
///     .sanitizing(with: .digitsOnly.then(InputMask("#### #### #### ####")))
/// card.isValid("4111-1111-1111-1111")     // true: checked as "4111 1111 1111 1111"
/// card.sanitize("4111111111111111")       // "4111 1111 1111 1111", for the field
///
/// let field = InputValidator(card)         // the sanitizer fills InputValidator's slot too
/// var text = "4111111111111111"
/// try field.validate(sanitizing: &text)    // text is now "4111 1111 1111 1111"
/// ```
///
/// Offsets in errors (``ValidationError/ParameterKey/utf16Offset``) are positions in the
/// sanitized text. Not per-character: sanitizing may depend on the whole text.
public struct SanitizingValidator<S: Sanitizer, Base: Validator>: Validator where Base.Input == String {
    /// The sanitizer that runs first.
    public let sanitizer: S

    /// The validator that checks the sanitized text.
    public let base: Base

    /// A validator checking `sanitizer`'s output with `base`.
    public init(_ base: Base, sanitizer: S) {
        self.base = base
        self.sanitizer = sanitizer
    }

    /// Throws ``base``'s error for the sanitized `input`.
    public func validate(_ input: String) throws(ValidationError) {
        try base.validate(sanitizer.sanitize(input))
    }

    /// Whether ``base`` accepts the sanitized `input`.
    public func isValid(_ input: String) -> Bool {
        base.isValid(sanitizer.sanitize(input))
    }

    /// ``base``'s failures for the sanitized `input`.
    public func failures(_ input: String) -> [ValidationError] {
        base.failures(sanitizer.sanitize(input))
    }

    /// The text this validator checks for `input`: what a text field should show.
    public func sanitize(_ input: String) -> String {
        sanitizer.sanitize(input)
    }
}

extension Validator where Input == String {
    /// This validator checking text after `sanitizer` tidied it (see ``SanitizingValidator``).
    ///
    /// ```swift
    /// let name = lettersAndSpaces.sanitizing(with: .trimmingWhitespace.then(.collapsingWhitespace))
    /// ```
    public func sanitizing<S: Sanitizer>(with sanitizer: S) -> SanitizingValidator<S, Self> {
        SanitizingValidator(self, sanitizer: sanitizer)
    }
}
