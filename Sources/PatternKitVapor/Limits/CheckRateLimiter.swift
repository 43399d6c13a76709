#if Vapor
    import PatternKitTextEditing

    /// How many times each client ran a route's checks in its current window: the counts a
    /// ``CheckRateLimitMiddleware`` shares between its requests. A client's window opens with
    /// its first run and lasts `window`; within it, `maximum` runs are allowed. A client whose
    /// window ended is forgotten at the next sweep, so memory holds one entry per client seen
    /// in the last two windows.
    final class CheckRateLimiter: Sendable {
        let maximum: Int
        let window: Duration
        private struct Counts {
            var clients: [String: (opened: ContinuousClock.Instant, runs: Int)] = [:]
            var lastSweep = ContinuousClock.now
        }
        private let counts = Locked(Counts())

        init(maximum: Int, window: Duration) {
            precondition(maximum > 0, "a check limit allows at least one run per window")
            precondition(window > .zero, "a check limit's window lasts some time")
            self.maximum = maximum
            self.window = window
        }

        /// Counts one run of `client`'s checks at `now`: `nil` when it is allowed, else how long
        /// until the client's window ends and it may run them again.
        func take(for client: String, now: ContinuousClock.Instant = .now) -> Duration? {
            counts.withLock { counts in
                if now - counts.lastSweep >= window {
                    counts.clients = counts.clients.filter { now - $0.value.opened < window }
                    counts.lastSweep = now
                }
                guard let entry = counts.clients[client], now - entry.opened < window else {
                    counts.clients[client] = (now, 1)
                    return nil
                }
                guard entry.runs < maximum else { return entry.opened + window - now }
                counts.clients[client] = (entry.opened, entry.runs + 1)
                return nil
            }
        }
    }
#endif
