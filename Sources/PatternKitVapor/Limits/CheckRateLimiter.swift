#if Vapor
    import Foundation

    /// How many times each client ran a route's checks in its current window: the counts a
    /// ``CheckRateLimitMiddleware`` shares between its requests. A client's window opens with
    /// its first run and lasts `window`; within it, `maximum` runs are allowed. A client whose
    /// window ended is forgotten at the next sweep, so memory holds one entry per client seen
    /// in the last two windows.
    final class CheckRateLimiter: @unchecked Sendable {
        let maximum: Int
        let window: Duration
        private let lock = NSLock()
        private var clients: [String: (opened: ContinuousClock.Instant, runs: Int)] = [:]
        private var lastSweep = ContinuousClock.now

        init(maximum: Int, window: Duration) {
            precondition(maximum > 0, "a check limit allows at least one run per window")
            precondition(window > .zero, "a check limit's window lasts some time")
            self.maximum = maximum
            self.window = window
        }

        /// Counts one run of `client`'s checks at `now`: `nil` when it is allowed, else how long
        /// until the client's window ends and it may run them again.
        func take(for client: String, now: ContinuousClock.Instant = .now) -> Duration? {
            lock.withLock {
                if now - lastSweep >= window {
                    clients = clients.filter { now - $0.value.opened < window }
                    lastSweep = now
                }
                guard let entry = clients[client], now - entry.opened < window else {
                    clients[client] = (now, 1)
                    return nil
                }
                guard entry.runs < maximum else { return entry.opened + window - now }
                clients[client] = (entry.opened, entry.runs + 1)
                return nil
            }
        }
    }
#endif
