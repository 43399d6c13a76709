/// Checks an input with its rule only when a condition on the input holds; otherwise the
/// input passes.
///
/// ```swift
/// // A number that starts with "+" must be in international format:
/// let phone = e164Rule.when { $0.hasPrefix("+") }
/// ```
///
/// For conditions on *other* fields ("a VAT number when the buyer is a company"), use a
/// `FormValidator`, whose rules see every field.
///
/// Not per-character: whether the rule runs depends on the whole input. A field filtering
/// keystrokes (`EditFiltering.invalidCharacters`) still refuses a character that `base`'s
/// per-character rules reject, when the text the edit makes meets the condition.
public struct ConditionalValidator<Base: Validator>: Validator {
    /// The rule that runs when the condition holds.
    public let base: Base

    private let condition: @Sendable (Base.Input) -> Bool

    /// A validator running `base` on inputs for which `condition` is `true`.
    public init(_ base: Base, when condition: @escaping @Sendable (Base.Input) -> Bool) {
        self.base = base
        self.condition = condition
    }

    /// Throws ``base``'s error when the condition holds and ``base`` rejects `input`.
    public func validate(_ input: Base.Input) throws(ValidationError) {
        if condition(input) {
            try base.validate(input)
        }
    }

    /// Whether the condition does not hold or ``base`` accepts `input`.
    public func isValid(_ input: Base.Input) -> Bool {
        !condition(input) || base.isValid(input)
    }

    /// `[]` when the condition does not hold; else ``base``'s failures.
    public func failures(_ input: Base.Input) -> [ValidationError] {
        condition(input) ? base.failures(input) : []
    }
}

extension ConditionalValidator: PerCharacterPartCarrying where Base.Input == String {
    /// The keystroke check of the per-character rules `base` is or holds, for an edit whose
    /// resulting text meets the condition — the rule applies to that text, so a character it
    /// rejects is refused; where the condition does not hold, nothing is.
    package var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? {
        let carried = AnyValidator(base).perCharacterCheck
        guard
            let check = carried ?? (base.isPerCharacter ? AllOfValidator([AnyValidator(base)]).perCharacterCheck : nil)
        else { return nil }
        let condition = condition
        return { edit in
            guard let proposed = edit.proposedText, condition(proposed) else { return nil }
            return check(edit)
        }
    }
}
