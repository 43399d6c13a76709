/// A type-erased ``AsyncValidator``, a synchronous `Validator` used where an asynchronous
/// one is expected, or an asynchronous check written as a closure.
///
/// ```swift
/// let isFree = AnyAsyncValidator<String>(
///     failingWith: ValidationError(20_010, reason: "This user name is taken")
/// ) { name in
///     try await api.isAvailable(name)      // any error becomes code 1540
/// }
/// ```
public struct AnyAsyncValidator<Input: Sendable>: AsyncValidator {
    private var collect: @Sendable (Input) async -> [ValidationError]

    /// Wraps `base`. Wrapping an `AnyAsyncValidator` again returns it unchanged.
    public init(_ base: some AsyncValidator<Input>) {
        if let erased = base as? AnyAsyncValidator<Input> {
            self = erased
            return
        }
        collect = { input in await base.failures(input) }
    }

    /// Runs the synchronous `validator`, keeping all its failures.
    public init(_ validator: some Validator<Input>) {
        collect = { input in validator.failures(input) }
    }

    /// A validator running `validate`, which throws a `ValidationError` for an invalid
    /// input (any other error becomes `ValidationError.Code.asyncCheckFailed`).
    public init(_ validate: @escaping @Sendable (Input) async throws -> Void) {
        collect = { input in
            do {
                try await validate(input)
                return []
            } catch {
                return [ValidationError.asyncCheckFailed(error)]
            }
        }
    }

    /// A validator that asks `isValid` and throws `error` when it answers `false`.
    ///
    /// - Parameters:
    ///   - error: The error for an input `isValid` rejects, for example
    ///     `ValidationError(20_010, reason: "This user name is taken")`.
    ///   - isValid: The check. A `ValidationError` it throws is reported as is; any other
    ///     error (no network, a server error) becomes `ValidationError.Code.asyncCheckFailed`
    ///     (1540) with the error's description as `ValidationError.ParameterKey.detail`.
    public init(failingWith error: ValidationError, isValid: @escaping @Sendable (Input) async throws -> Bool) {
        collect = { input in
            do {
                return try await isValid(input) ? [] : [error]
            } catch {
                return [ValidationError.asyncCheckFailed(error)]
            }
        }
    }

    /// Runs the wrapped check; throws only `ValidationError`s.
    public func validate(_ input: Input) async throws {
        if let error = await collect(input).first { throw error }
    }

    /// The wrapped check's failures (every failure of a wrapped synchronous validator).
    public func failures(_ input: Input) async -> [ValidationError] {
        await collect(input)
    }

    /// This check, then `next` when this one passes.
    public func then(_ next: some AsyncValidator<Input>) -> AnyAsyncValidator<Input> {
        let first = self
        let second = AnyAsyncValidator(next)
        var chained = self
        chained.collect = { input in
            let failures = await first.failures(input)
            return failures.isEmpty ? await second.failures(input) : failures
        }
        return chained
    }
}
