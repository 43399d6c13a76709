/// A one-off rule written as a closure that answers yes or no, with its own error code
/// and message.
///
/// ```swift
/// extension ValidationError.Code {
///     static let evenNumber: Self = 20_001
/// }
///
/// let even: some Validator<Int> = .custom(code: .evenNumber, reason: "{value} is odd", includesValue: true) {
///     $0 % 2 == 0
/// }
/// even.failures(3)[0].localizedFailureReason(in: "en")   // "3 is odd"
///
/// let noSpaces: some Validator<String> = .custom { !$0.contains(" ") }  // code 1240
/// ```
///
/// With `includesValue: true` the error carries the rejected input as the `value`
/// parameter (numbers as numbers, other values as their description); it is off by
/// default, so that neither secrets nor a 10 MB paste end up inside an error. For a rule that explains its failure in detail, throw your own
/// `ValidationError` from an `AnyValidator` closure instead.
///
/// Swift 6 does not infer `@Sendable` for a closure given to an implicit member such as
/// `.custom { … }` when that member is itself the argument of a generic function
/// (`AnyValidator(.custom { … })`, a composition): write `{ @Sendable in … }` there.
public struct PredicateValidator<Input>: Validator {
    /// The code of the error thrown when the predicate returns `false`.
    public let code: ValidationError.Code

    /// A failure reason replacing the localized one for ``code``, if any.
    public let reason: ValidationMessage?

    /// Whether the error carries the rejected input as the `value` parameter.
    public let includesValue: Bool

    private let predicate: @Sendable (Input) -> Bool

    /// A validator accepting the inputs for which `predicate` returns `true`.
    ///
    /// - Parameters:
    ///   - code: The error code; `ValidationError.Code.custom` (1240) by default.
    ///   - reason: A failure reason replacing the localized one for `code`; it may name
    ///     `{value}`.
    ///   - includesValue: Whether the error carries the input as `value` (`false` by default).
    ///   - predicate: Returns `true` for valid inputs.
    public init(
        code: ValidationError.Code = .custom,
        reason: ValidationMessage? = nil,
        includesValue: Bool = false,
        _ predicate: @escaping @Sendable (Input) -> Bool
    ) {
        self.code = code
        self.reason = reason
        self.includesValue = includesValue
        self.predicate = predicate
    }

    /// Throws an error with ``code`` when the predicate returns `false`.
    public func validate(_ input: Input) throws(ValidationError) {
        guard predicate(input) else {
            let parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] =
                includesValue ? [.value: .init(describing: input)] : [:]
            throw ValidationError(code, parameters: parameters, reason: reason)
        }
    }

    /// The predicate's answer (no error is built).
    public func isValid(_ input: Input) -> Bool {
        predicate(input)
    }
}

extension Validator {
    /// Inputs for which `predicate` returns `true`; code 1240 unless you pass another.
    public static func custom<Input>(
        code: ValidationError.Code = .custom,
        reason: ValidationMessage? = nil,
        includesValue: Bool = false,
        _ predicate: @escaping @Sendable (Input) -> Bool
    ) -> PredicateValidator<Input> where Self == PredicateValidator<Input> {
        PredicateValidator(code: code, reason: reason, includesValue: includesValue, predicate)
    }
}
