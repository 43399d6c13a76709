/// A validator whose errors carry messages of your own instead of the built-in ones.
///
/// Made with `Validator.message(_:description:)`; the code and parameters stay, so
/// code that tests `ValidationError.code` keeps working.
public struct MessageOverridingValidator<Base: Validator>: Validator {
    /// The validator whose messages are replaced.
    public let base: Base

    /// The failure reason every error gets.
    public let reason: ValidationMessage

    /// The description every error gets, or `nil` to keep the built-in one.
    public let description: ValidationMessage?

    /// Wraps `base`.
    public init(_ base: Base, reason: ValidationMessage, description: ValidationMessage? = nil) {
        self.base = base
        self.reason = reason
        self.description = description
    }

    /// Runs `base`, replacing the messages of its error.
    public func validate(_ input: Base.Input) throws(ValidationError) {
        do {
            try base.validate(input)
        } catch {
            throw error.replacingMessages(reason: reason, description: description)
        }
    }

    /// `base`'s answer.
    public func isValid(_ input: Base.Input) -> Bool {
        base.isValid(input)
    }

    /// `base`'s failures, each with the messages replaced.
    public func failures(_ input: Base.Input) -> [ValidationError] {
        base.failures(input).map { $0.replacingMessages(reason: reason, description: description) }
    }

    /// `base`'s `Validator.isPerCharacter`.
    public var isPerCharacter: Bool {
        base.isPerCharacter
    }
}

extension Validator {
    /// This validator with its failure reason (and optionally its description) replaced.
    ///
    /// ```swift
    /// let pin = CharacterClassValidator.numeric.message("A PIN has digits only")
    /// pin.failures("12a")[0].localizedFailureReason(in: "en") // "A PIN has digits only"
    /// pin.failures("12a")[0].code                            // .numeric (unchanged)
    /// ```
    ///
    /// The message may use the error's parameters: `"“{character}” is not a digit"`.
    public func message(
        _ reason: ValidationMessage,
        description: ValidationMessage? = nil
    ) -> MessageOverridingValidator<Self> {
        MessageOverridingValidator(self, reason: reason, description: description)
    }
}

extension MessageOverridingValidator: SanitizerCarrying {
    package var carriedSanitizer: AnySanitizer? {
        (base as? any SanitizerCarrying)?.carriedSanitizer
    }
}

extension MessageOverridingValidator: PerCharacterPartCarrying where Base.Input == String {
    /// The keystroke check of the per-character rules `base` holds, its refusal carrying the
    /// messages of your own: `alphanumeric.and(.length(3...20)).message(…)` refuses "!" as
    /// the composition does, saying what you wrote.
    package var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? {
        guard let check = AnyValidator(base).perCharacterCheck else { return nil }
        let reason = reason
        let description = description
        return { edit in check(edit)?.replacingMessages(reason: reason, description: description) }
    }
}
