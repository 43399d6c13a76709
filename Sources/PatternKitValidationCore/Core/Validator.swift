/// A validation strategy: one interchangeable rule that accepts or rejects an input.
///
/// A text field, a form or a model holds a `Validator` instead of a chain of `if`s on
/// which field it is. Every validator answers with a ``ValidationError`` that carries a
/// stable numeric ``ValidationError/code``, the parameters of the rule that failed and
/// localized messages, and that bridges to `NSError`.
///
/// ```swift
/// let digits: some Validator<String> = .numeric
/// try digits.validate("123")           // passes
/// digits.isValid("12a")                // false
/// do { try digits.validate("12a") } catch {
///     print(error.code.rawValue)       // 1001
///     print(error.localizedFailureReason(in: "en"))
///     // The input can contain only numerical values
/// }
/// ```
///
/// Validators are `Sendable`: one instance can be shared by any number of threads and
/// tasks. Conforming types implement ``validate(_:)``; everything else has a default.
public protocol Validator<Input>: Sendable {
    /// The type of value this validator checks (for text, `String`).
    associatedtype Input

    /// Checks `input`, returning normally when it is valid.
    ///
    /// - Throws: A ``ValidationError`` describing the first rule that failed.
    func validate(_ input: Input) throws(ValidationError)

    /// Whether `input` is valid.
    ///
    /// The default calls ``validate(_:)``. Validators override it when they can answer
    /// without building an error (the character-class validators do).
    func isValid(_ input: Input) -> Bool

    /// Every failure for `input` instead of only the first; empty when `input` is valid.
    ///
    /// The default returns the single error ``validate(_:)`` throws. Validators made of
    /// several rules (see the composition API) return one error per failed rule.
    func failures(_ input: Input) -> [ValidationError]

    /// Whether this text rule holds character by character, so that an edit can be
    /// validated from its replacement text alone (see ``Validator/validate(edit:)``).
    ///
    /// A validator may return `true` only when, for every string `s`,
    /// `validate(s)` passes exactly when each Unicode scalar of `s` passes on its own.
    /// It follows that the empty string passes and that `a + b` passes exactly when both
    /// `a` and `b` pass. "Only digits" is per-character; "at most 5 characters",
    /// "not empty" and most regular expressions are not. The default is `false`, which
    /// is always correct (edits are then checked against the whole resulting text).
    /// Only meaningful when `Input` is `String`.
    var isPerCharacter: Bool { get }
}

extension Validator {
    /// Calls ``validate(_:)`` and reports whether it passed.
    public func isValid(_ input: Input) -> Bool {
        do {
            try validate(input)
            return true
        } catch {
            return false
        }
    }

    /// The error ``validate(_:)`` throws, as a one-element array, or `[]` when `input` is valid.
    public func failures(_ input: Input) -> [ValidationError] {
        do {
            try validate(input)
            return []
        } catch {
            return [error]
        }
    }

    /// `false`: a validator is not per-character unless it says so.
    public var isPerCharacter: Bool { false }

    /// Wraps this validator in an ``AnyValidator``, hiding its concrete type.
    public func eraseToAnyValidator() -> AnyValidator<Input> {
        AnyValidator(self)
    }
}
