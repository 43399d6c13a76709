#if Vapor
    import Fluent
    import PatternKitValidation
    import Vapor

    /// How a route answers when its handler's write to the database failed — the decisions of
    /// `post(_:validating:maxBodySize:checkTimeout:use:)`:
    ///
    /// - a constraint the database enforces refused the row (a unique index: a race lost to a
    ///   concurrent request that took the same name) → the form's checks are asked again, and
    ///   what they now find is the answer: the same `422` failure a request a moment later
    ///   gets;
    /// - the database is down, slow or gone (a connection that failed or closed, a pool that
    ///   gave no connection in time, a file it cannot write) → `503` with
    ///   `serviceUnavailable`, the cause only in the server's log;
    /// - anything else (a programming error) → the error itself, for Vapor's `ErrorMiddleware`.
    enum StoreFailure {
        /// What to throw for `error`, thrown by the handler of a form that accepted `values`; the
        /// form's checks, asked again, run by `runner` (within the route's time limit, and
        /// taking nothing more from the client's allowance).
        static func answer<Field>(
            to error: any Error, values: FormValues<Field>, form: FormValidator<Field>, runner: RequestCheckRunner,
            request: Request
        ) async -> any Error {
            if error is FormRejection || error is any AbortError { return error }
            if let database = error as? any DatabaseError, database.isConstraintFailure {
                let result: FormResult<Field>
                do {
                    result = try await form.validateIncludingChecks(values, runner: runner)
                } catch {
                    return error  // the checks did not finish in time (503)
                }
                if !result.isValid {
                    request.logger.info("A write lost a race to a unique index: answered with the form's checks")
                    let rejection = FormRejection(result)
                    return rejection.unfinishedChecks.isEmpty ? rejection : unavailable(error, request: request)
                }
                return error
            }
            return isUnavailable(error) ? unavailable(error, request: request) : error
        }

        /// Whether `error` says the store cannot serve now (rather than a programming error).
        static func isUnavailable(_ error: any Error) -> Bool {
            switch error {
            case let database as any DatabaseError: !database.isSyntaxError && !database.isConstraintFailure
            case is ConnectionPoolTimeoutError, is ConnectionPoolError, is Deadline.TimedOut: true
            default: false
            }
        }

        /// ``FormRejection/serviceUnavailable``, with `error` logged.
        private static func unavailable(_ error: any Error, request: Request) -> FormRejection {
            request.logger.error(
                "The database could not take the write: answered 503",
                metadata: ["detail": "\(String(reflecting: error))"])
            return .serviceUnavailable
        }
    }
#endif
