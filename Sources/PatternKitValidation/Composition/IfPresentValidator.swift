/// Lets an empty input pass and checks any other with its rule: an optional field that,
/// when filled in, must be valid.
///
/// ```swift
/// let phone = phoneRule.ifPresent()
/// phone.isValid("")            // true: the field is optional
/// phone.isValid("12")          // whatever phoneRule says
/// ```
///
/// This is the feature most asked for in other validation libraries, whose rules reject an
/// empty field unless a separate "required" rule is left out. Here the rule stays strict
/// and the field says it is optional.
///
/// "Empty" means `isEmpty` by default; ``init(_:absentWhen:)`` takes another test, for
/// example text of only spaces. For a `String?` (such as `UITextField.text`) that may be
/// `nil` or empty, chain `Validator.optional()`: `rule.ifPresent().optional()`.
///
/// **Per-character** when the rule is and emptiness is the default test: a per-character
/// rule already accepts the empty text, so nothing changes.
public struct IfPresentValidator<Base: Validator>: Validator {
    /// The rule for inputs that are present.
    public let base: Base

    /// Whether ``base`` is per-character and emptiness is tested with `isEmpty`.
    public let isPerCharacter: Bool

    private let isAbsent: @Sendable (Base.Input) -> Bool

    /// A validator that lets inputs for which `isAbsent` is `true` pass and checks the others
    /// with `base`.
    ///
    /// ```swift
    /// let optionalName = nameRule.ifPresent(absentWhen: { $0.allSatisfy(\.isWhitespace) })
    /// ```
    public init(_ base: Base, absentWhen isAbsent: @escaping @Sendable (Base.Input) -> Bool) {
        self.base = base
        self.isAbsent = isAbsent
        self.isPerCharacter = false
    }

    /// Throws ``base``'s error when `input` is present and invalid.
    public func validate(_ input: Base.Input) throws(ValidationError) {
        if !isAbsent(input) {
            try base.validate(input)
        }
    }

    /// Whether `input` is absent or valid.
    public func isValid(_ input: Base.Input) -> Bool {
        isAbsent(input) || base.isValid(input)
    }

    /// `[]` when `input` is absent; else ``base``'s failures.
    public func failures(_ input: Base.Input) -> [ValidationError] {
        isAbsent(input) ? [] : base.failures(input)
    }
}

extension IfPresentValidator where Base.Input: Collection {
    /// A validator that lets empty inputs pass and checks the others with `base`.
    public init(_ base: Base) {
        self.base = base
        self.isAbsent = { $0.isEmpty }
        self.isPerCharacter = base.isPerCharacter
    }
}

extension IfPresentValidator: PerCharacterPartCarrying where Base.Input == String {
    package var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? {
        AnyValidator(base).perCharacterCheck
            ?? (base.isPerCharacter ? AllOfValidator([AnyValidator(base)]).perCharacterCheck : nil)
    }
}

extension IfPresentValidator: SanitizerCarrying {
    package var carriedSanitizer: AnySanitizer? {
        (base as? any SanitizerCarrying)?.carriedSanitizer
    }
}
