#if Vapor
    import PatternKitValidation
    import Vapor

    /// How a request runs its form's asynchronous checks — once every synchronous rule of the
    /// form passed: first its client's allowance is taken (when a ``CheckRateLimitMiddleware``
    /// gave it one; `429` past the limit), then the checks run within `timeout` (``Deadline``:
    /// past it they are cancelled and the request is answered `503` with `serviceUnavailable`,
    /// the cause only in the request's log), and are cancelled when the request's task is.
    struct RequestCheckRunner: FormCheckRunner {
        typealias Failure = any Error

        let request: Request
        let timeout: Duration

        func run<Result: Sendable>(_ checks: @escaping @Sendable () async -> Result) async throws -> Result {
            try request.storage[CheckAllowance.Key.self]?.take()
            do {
                return try await Deadline(timeout).run(checks)
            } catch let timedOut as Deadline.TimedOut {
                request.logger.error(
                    "The form's checks did not finish in time: answered 503", metadata: ["detail": "\(timedOut)"])
                throw FormRejection.serviceUnavailable
            }
        }
    }
#endif
