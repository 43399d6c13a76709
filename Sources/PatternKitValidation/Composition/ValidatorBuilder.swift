/// Builds a list of validators from a block, for ``AllOfValidator`` and ``AnyOfValidator``.
///
/// One validator per line; `if`, `if`/`else`, `switch` and `for` work as in any result builder:
///
/// ```swift
/// let userName = AllOfValidator<String> {
///     CharacterClassValidator.alphanumeric
///     if requiresLetters {
///         AnyValidator { text throws(ValidationError) in
///             if text.first?.isLetter != true { throw ValidationError(20_003) }
///         }
///     }
/// }
/// ```
@resultBuilder
public enum ValidatorBuilder<Input> {
    /// One validator.
    public static func buildExpression(_ validator: some Validator<Input>) -> [AnyValidator<Input>] {
        [AnyValidator(validator)]
    }

    /// A list of validators made elsewhere.
    public static func buildExpression(_ validators: [AnyValidator<Input>]) -> [AnyValidator<Input>] {
        validators
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ components: [AnyValidator<Input>]...) -> [AnyValidator<Input>] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: [AnyValidator<Input>]?) -> [AnyValidator<Input>] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [AnyValidator<Input>]) -> [AnyValidator<Input>] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [AnyValidator<Input>]) -> [AnyValidator<Input>] {
        component
    }

    /// A `for` loop.
    public static func buildArray(_ components: [[AnyValidator<Input>]]) -> [AnyValidator<Input>] {
        components.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [AnyValidator<Input>]) -> [AnyValidator<Input>] {
        component
    }
}
