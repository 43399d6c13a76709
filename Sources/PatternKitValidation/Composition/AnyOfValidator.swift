/// Accepts an input when at least one of its alternatives does: "an e-mail address or a
/// phone number", "all digits or all letters".
///
/// ```swift
/// let code = AnyOfValidator<String> {
///     CharacterClassValidator.numeric
///     CharacterClassValidator.alpha
/// }
/// code.isValid("1234")     // true
/// code.isValid("abcd")     // true
/// code.isValid("12ab")     // false: neither alternative accepts the whole text
/// ```
///
/// Alternatives run in order and the first that accepts ends the check. When none does,
/// the error is `ValidationError.Code.noAlternativeMatched` (1501, "The input does not
/// match any of the accepted formats"), which says honestly that several forms were
/// possible; give it your own words with `Validator.message(_:description:)`.
/// `Validator.failures(_:)` returns that error first, followed by every alternative's
/// own failures, for a UI that lists what each form would need.
///
/// With no alternatives, nothing passes.
///
/// **Not per-character.** Even when every alternative is per-character, a choice between
/// them is not: "1" passes `numeric`, "a" passes `alpha`, yet "1a" passes neither. So
/// ``isPerCharacter`` is `false` unless there is exactly one alternative, and keystrokes
/// are checked against the whole resulting text.
public struct AnyOfValidator<Input>: Validator {
    /// The alternatives, in the order they are tried.
    public let validators: [AnyValidator<Input>]

    /// `true` only for a single per-character alternative.
    public let isPerCharacter: Bool

    /// A validator accepting what any of `validators` accepts.
    public init(_ validators: [AnyValidator<Input>]) {
        self.validators = validators
        self.isPerCharacter = validators.count == 1 && validators[0].isPerCharacter
    }

    /// A validator accepting what any validator of `content` accepts.
    public init(@ValidatorBuilder<Input> _ content: () throws -> [AnyValidator<Input>]) rethrows {
        self.init(try content())
    }

    /// Throws `ValidationError.Code.noAlternativeMatched` when no alternative accepts `input`.
    public func validate(_ input: Input) throws(ValidationError) {
        guard isValid(input) else { throw noMatch }
    }

    /// Whether some alternative accepts `input`; stops at the first that does.
    public func isValid(_ input: Input) -> Bool {
        validators.contains { $0.isValid(input) }
    }

    /// `[]` when an alternative accepts `input`; else the 1501 error followed by every
    /// alternative's failures.
    public func failures(_ input: Input) -> [ValidationError] {
        var failures: [ValidationError] = [noMatch]
        for validator in validators {
            let own = validator.failures(input)
            if own.isEmpty { return [] }
            failures += own
        }
        return failures
    }

    private var noMatch: ValidationError {
        ValidationError(.noAlternativeMatched, parameters: [.alternatives: .int(validators.count)])
    }
}
