/// A type-erased ``Validator``: store validators of different concrete types side by side,
/// or write a one-off rule as a closure.
///
/// ```swift
/// let rules: [AnyValidator<String>] = [
///     AnyValidator(.numeric),
///     AnyValidator { text throws(ValidationError) in
///         if text.hasPrefix("0") { throw ValidationError(ValidationError.Code(rawValue: 10_001)) }
///     },
/// ]
/// ```
///
/// `AnyValidator` forwards ``Validator/isValid(_:)``, ``Validator/failures(_:)`` and
/// ``Validator/isPerCharacter`` to the wrapped validator, so erasing a validator keeps its
/// fast paths. Wrapping an `AnyValidator` again returns it unchanged.
public struct AnyValidator<Input>: Validator {
    // Closures return the error instead of throwing it: function types with a typed
    // `throws` need a newer runtime than the package's deployment floor when stored.
    private let check: @Sendable (Input) -> ValidationError?
    private let test: @Sendable (Input) -> Bool
    private let collect: @Sendable (Input) -> [ValidationError]

    /// Whether the wrapped validator is per-character (see ``Validator/isPerCharacter``).
    public let isPerCharacter: Bool

    /// The sanitizer of the wrapped validator, when it tidies text first (`SanitizerCarrying`).
    package let carriedSanitizer: AnySanitizer?

    /// The keystroke check of the per-character rules the wrapped validator holds, if it is
    /// not per-character itself (`PerCharacterPartCarrying`).
    package let perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)?

    /// The wrapped validator, `nil` for a closure: what PatternKitValidation reads to describe
    /// the rule (a form's JSON Schema names each rule and its parameters).
    package let wrapped: (any Sendable)?

    /// Wraps `base`.
    public init<Base: Validator>(_ base: Base) where Base.Input == Input {
        if let erased = base as? AnyValidator<Input> {
            self = erased
            return
        }
        check = { input in
            do throws(ValidationError) {
                try base.validate(input)
                return nil
            } catch {
                return error
            }
        }
        test = { base.isValid($0) }
        collect = { base.failures($0) }
        isPerCharacter = base.isPerCharacter
        carriedSanitizer = (base as? any SanitizerCarrying)?.carriedSanitizer
        perCharacterCheck = base.isPerCharacter ? nil : (base as? any PerCharacterPartCarrying)?.perCharacterCheck
        wrapped = base
    }

    /// `base` itself: erasing an erased validator changes nothing.
    public init(_ base: AnyValidator<Input>) {
        self = base
    }

    /// A validator that runs `validate` on each input.
    ///
    /// - Parameters:
    ///   - isPerCharacter: Pass `true` only when the rule meets the contract of
    ///     ``Validator/isPerCharacter``.
    ///   - validate: Throws a ``ValidationError`` when the input is not valid.
    public init(
        isPerCharacter: Bool = false,
        _ validate: @escaping @Sendable (Input) throws(ValidationError) -> Void
    ) {
        let check: @Sendable (Input) -> ValidationError? = { input in
            do throws(ValidationError) {
                try validate(input)
                return nil
            } catch {
                return error
            }
        }
        self.check = check
        test = { check($0) == nil }
        collect = { check($0).map { [$0] } ?? [] }
        self.isPerCharacter = isPerCharacter
        carriedSanitizer = nil
        perCharacterCheck = nil
        wrapped = nil
    }

    /// Runs the wrapped validator.
    public func validate(_ input: Input) throws(ValidationError) {
        if let error = check(input) { throw error }
    }

    /// Runs the wrapped validator's ``Validator/isValid(_:)``.
    public func isValid(_ input: Input) -> Bool {
        test(input)
    }

    /// Runs the wrapped validator's ``Validator/failures(_:)``.
    public func failures(_ input: Input) -> [ValidationError] {
        collect(input)
    }
}

extension AnyValidator: SanitizerCarrying {}

extension AnyValidator: PerCharacterPartCarrying {}
