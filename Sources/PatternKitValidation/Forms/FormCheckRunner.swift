/// How a form's asynchronous checks run once the whole form passed its synchronous rules:
/// at once in the caller's task (``ImmediateCheckRunner``), or — on a server — counted against
/// the client's allowance and bounded by a time limit (PatternKitVapor's routes).
///
/// `run(_:)` is called at most once per validation, and only when there is a check to run.
package protocol FormCheckRunner: Sendable {
    /// What `run(_:)` throws instead of running the checks (a limit reached, a timeout).
    associatedtype Failure: Error

    /// The outcome of `checks`, or `Failure` when they may not run or did not finish.
    func run<Result: Sendable>(_ checks: @escaping @Sendable () async -> Result) async throws(Failure) -> Result
}
