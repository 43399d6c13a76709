/// One requirement of a password policy, as a checklist shows it ("at least 8
/// characters ✓, a digit ✗").
///
/// ```swift
/// let policy = PasswordPolicyValidator(minimumLength: 10, uppercase: 1, digits: 1)
/// for requirement in policy.requirements {
///     let met = !policy.unmetRequirements(in: typed).contains(requirement)
///     print(met ? "✓" : "✗", requirement.localizedChecklistLabel())   // "✓ 10+ characters"
/// }
/// ```
///
/// A checklist labels each requirement with ``localizedChecklistLabel(in:)`` ("8+
/// characters", "digit", in every language of the messages), or with the whole localized
/// reason of its ``error``; ``PasswordPolicyValidator/unmetRequirements(in:)`` says which
/// are unmet. Each requirement has its own error code.
public enum PasswordRequirement: Hashable, Sendable {
    /// At least this many characters (code 1230).
    case minimumLength(Int)
    /// At most this many characters (code 1231).
    case maximumLength(Int)
    /// At least this many lowercase letters, of any script with case (code 1232).
    case lowercase(Int)
    /// At least this many uppercase (or titlecase) letters (code 1233).
    case uppercase(Int)
    /// At least this many letters of any script (code 1234).
    case letters(Int)
    /// At least this many decimal digits of any script (code 1235).
    case digits(Int)
    /// At least this many symbols: punctuation, symbols and emoji (code 1236).
    case symbols(Int)
    /// No character repeated more than this many times in a row (code 1237).
    case maximumRepeats(Int)
    /// No whitespace (code 1238).
    case noWhitespace

    /// The error code thrown when the requirement is not met.
    public var code: ValidationError.Code {
        switch self {
        case .minimumLength: .passwordTooShort
        case .maximumLength: .passwordTooLong
        case .lowercase: .passwordNeedsLowercase
        case .uppercase: .passwordNeedsUppercase
        case .letters: .passwordNeedsLetters
        case .digits: .passwordNeedsDigits
        case .symbols: .passwordNeedsSymbols
        case .maximumRepeats: .passwordRepeatsCharacters
        case .noWhitespace: .passwordContainsWhitespace
        }
    }

    /// The requirement's bound as error parameters: `minimum` or `maximum`.
    public var parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] {
        switch self {
        case .minimumLength(let count), .lowercase(let count), .uppercase(let count), .letters(let count),
            .digits(let count), .symbols(let count):
            [.minimum: .int(count)]
        case .maximumLength(let count), .maximumRepeats(let count):
            [.maximum: .int(count)]
        case .noWhitespace:
            [:]
        }
    }

    /// The error for this requirement, without what was counted in a password: for a
    /// checklist's labels ("The password must contain at least 1 digit").
    public var error: ValidationError {
        ValidationError(code, parameters: parameters)
    }
}
