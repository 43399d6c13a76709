/// Accepts an input when every one of its rules does: "digits only, and six of them".
///
/// ```swift
/// let pin = try AllOfValidator<String> {
///     CharacterClassValidator.numeric
///     try PatternValidator("[0-9]{6}", reason: "A PIN has six digits")
/// }
/// pin.isValid("123456")        // true
/// pin.failures("12a")          // [1001: only numerical values]: stops at the first failure
///
/// let all = AllOfValidator(collecting: [AnyValidator(.numeric), AnyValidator(sixDigits)])
/// all.failures("12a")          // both errors, in the rules' order
/// ```
///
/// Rules run in order. `Validator.validate(_:)` throws the first failing rule's error and
/// runs no rule after it, so put cheap rules first and expensive ones last. What
/// `Validator.failures(_:)` reports depends on ``mode``: the first failing rule's failures
/// (``Mode/firstFailure``, the default), or every rule's (``Mode/allFailures``, for showing
/// a checklist such as a password policy). Either way `failures(x).first` is the error
/// `validate(x)` throws, and `failures(x)` is empty exactly when `isValid(x)`.
///
/// With no rules, every input passes.
///
/// **Per-character.** When every rule is per-character, so is the combination: a text
/// passes all rules exactly when each of its scalars passes each rule. ``isPerCharacter``
/// reports that, so a text field validates keystrokes of `alphanumeric.and(.allowing(hexDigits))`
/// in O(1).
public struct AllOfValidator<Input>: Validator {
    /// What `Validator.failures(_:)` reports.
    public enum Mode: Hashable, Sendable {
        /// The failures of the first rule that fails; later rules do not run.
        case firstFailure
        /// The failures of every rule, in the rules' order.
        case allFailures
    }

    /// The rules, in the order they run.
    public let validators: [AnyValidator<Input>]

    /// What `Validator.failures(_:)` reports.
    public let mode: Mode

    /// Whether every rule is per-character (`true` when there are none).
    public let isPerCharacter: Bool

    /// A validator running `validators` in order.
    public init(_ validators: [AnyValidator<Input>], mode: Mode = .firstFailure) {
        self.validators = validators
        self.mode = mode
        self.isPerCharacter = validators.allSatisfy(\.isPerCharacter)
    }

    /// A validator running the rules of `content` in order.
    public init(mode: Mode = .firstFailure, @ValidatorBuilder<Input> _ content: () throws -> [AnyValidator<Input>])
        rethrows
    {
        self.init(try content(), mode: mode)
    }

    /// A validator that runs every rule and reports every failure (``Mode/allFailures``).
    public init(collecting validators: [AnyValidator<Input>]) {
        self.init(validators, mode: .allFailures)
    }

    /// Throws the error of the first rule that fails.
    public func validate(_ input: Input) throws(ValidationError) {
        for validator in validators {
            try validator.validate(input)
        }
    }

    /// Whether every rule accepts `input`; stops at the first that does not.
    public func isValid(_ input: Input) -> Bool {
        validators.allSatisfy { $0.isValid(input) }
    }

    /// The first failing rule's failures, or every rule's (see ``mode``).
    public func failures(_ input: Input) -> [ValidationError] {
        switch mode {
        case .firstFailure:
            for validator in validators {
                let failures = validator.failures(input)
                if !failures.isEmpty { return failures }
            }
            return []
        case .allFailures:
            return validators.flatMap { $0.failures(input) }
        }
    }
}

extension AllOfValidator: PerCharacterPartCarrying where Input == String {
    package var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? {
        let checks: [@Sendable (TextEdit) -> ValidationError?] = validators.compactMap { member in
            if member.isPerCharacter {
                return { edit in
                    do throws(ValidationError) {
                        try member.validate(edit: edit)
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return member.perCharacterCheck
        }
        guard !checks.isEmpty else { return nil }
        return { edit in checks.lazy.compactMap { $0(edit) }.first }
    }
}

extension AllOfValidator: SanitizerCarrying {
    package var carriedSanitizer: AnySanitizer? {
        validators.lazy.compactMap(\.carriedSanitizer).first
    }
}
