/// A validation strategy that needs to wait: "is this user name still free?", "does this
/// postcode exist?" — checks that ask a server or a database.
///
/// ```swift
/// struct UserNameIsFree: AsyncValidator {
///     let api: AccountsAPI
///     func validate(_ name: String) async throws {
///         if try await !api.isAvailable(name) {     // a network error becomes code 1540
///             throw ValidationError(20_010, reason: "This user name is taken")
///         }
///     }
/// }
/// ```
///
/// or, without a type, ``AnyAsyncValidator/init(failingWith:isValid:)``.
///
/// An asynchronous check rarely runs alone: a text field gives it to a `FieldController`
/// (or a `FormSession`), which runs the synchronous rules first, waits until the user
/// pauses typing (`Debounce`), cancels the check of an input that was replaced, and never
/// reports a stale answer after a newer one. A `FormValidator` runs it beside a field's
/// synchronous rules.
///
/// **Errors.** ``validate(_:)`` throws a `ValidationError` when the input is not valid. Any
/// other error it throws — no network, a server error — means the check could not be done,
/// and ``failures(_:)`` reports it as `ValidationError.Code.asyncCheckFailed` (1540, "The
/// input could not be checked right now; try again in a moment"), so the field says so
/// instead of passing or failing silently. The error's description goes in
/// `ValidationError.ParameterKey.detail`, for the app's log — never into the message, which
/// a user reads and a server answers (it may name a host, or a URL with what the user typed). That is why the requirement's `throws` is untyped: an implementation
/// calls throwing I/O APIs directly, and their errors reach the user as "could not check".
///
/// Implementations should stop early when their task is cancelled; whatever they return
/// then is ignored.
public protocol AsyncValidator<Input>: Sendable {
    /// The type of value this validator checks.
    associatedtype Input: Sendable

    /// Checks `input`, returning normally when it is valid.
    ///
    /// - Throws: A `ValidationError` when `input` is not valid; any other error when the
    ///   check could not be done.
    func validate(_ input: Input) async throws
}

extension AsyncValidator {
    /// Whether ``validate(_:)`` passes.
    public func isValid(_ input: Input) async -> Bool {
        await failures(input).isEmpty
    }

    /// `[]` when `input` is valid; else the `ValidationError` ``validate(_:)`` throws, or
    /// `ValidationError.Code.asyncCheckFailed` for any other error.
    public func failures(_ input: Input) async -> [ValidationError] {
        do {
            try await validate(input)
            return []
        } catch {
            return [ValidationError.asyncCheckFailed(error)]
        }
    }
}

extension ValidationError {
    /// `error` itself when it is a `ValidationError`; otherwise the 1540 error that says the
    /// check could not be done, with `error`'s description as ``ParameterKey/detail``.
    static func asyncCheckFailed(_ error: any Error) -> ValidationError {
        if let failure = error as? ValidationError { return failure }
        return ValidationError(.asyncCheckFailed, parameters: [.detail: .string(String(describing: error))])
    }
}
