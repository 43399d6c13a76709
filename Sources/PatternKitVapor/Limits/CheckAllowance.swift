#if Vapor
    import PatternKitTextEditing
    import PatternKitValidation
    import Vapor

    /// One request's claim on its client's runs of a route's checks, put on the request by
    /// ``CheckRateLimitMiddleware`` and taken by a validating route just before the form's
    /// checks run — never for a form that failed its synchronous rules, and once per request
    /// (a route that asks the checks again after a lost race takes nothing more).
    final class CheckAllowance: Sendable {
        /// Where a request keeps its allowance.
        struct Key: StorageKey {
            typealias Value = CheckAllowance
        }

        private let limiter: CheckRateLimiter
        private let client: String
        private let taken = Locked(false)

        init(limiter: CheckRateLimiter, client: String) {
            self.limiter = limiter
            self.client = client
        }

        /// Takes one run for this request's client, the first time only.
        ///
        /// - Throws: `FormRejection.tooManyRequests(retryAfter:)` (`429`) when the client has no
        ///   run left in its window.
        func take() throws(FormRejection) {
            let first = taken.withLock { taken in
                defer { taken = true }
                return !taken
            }
            guard first, let wait = limiter.take(for: client) else { return }
            let (seconds, attoseconds) = wait.components
            throw FormRejection.tooManyRequests(retryAfter: Int(seconds) + (attoseconds > 0 ? 1 : 0))
        }
    }
#endif
