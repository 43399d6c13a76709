#if Vapor
    import Foundation

    /// A time limit on a database operation that cannot be cancelled (Fluent's queries finish
    /// on their event loop whatever the task does): the caller gets the answer, or
    /// ``TimedOut`` once the limit passes, and a late answer is dropped.
    struct StoreDeadline {
        /// The store did not answer within the limit.
        struct TimedOut: Error, CustomStringConvertible {
            let limit: Duration
            var description: String { "the database did not answer within \(limit)" }
        }

        let limit: Duration

        init(_ limit: Duration) {
            self.limit = limit
        }

        /// `operation`'s result, or ``TimedOut`` after ``limit``.
        func run<Result: Sendable>(_ operation: @escaping @Sendable () async throws -> Result) async throws -> Result {
            let limit = self.limit
            return try await withCheckedThrowingContinuation { continuation in
                let waiter = Waiter(continuation)
                // The timer ends as soon as the answer comes: no sleeping task outlives a check.
                let timer = Task {
                    guard (try? await Task.sleep(for: limit)) != nil else { return }
                    waiter.finish(.failure(TimedOut(limit: limit)))
                }
                Task {
                    let outcome: Swift.Result<Result, any Error>
                    do { outcome = .success(try await operation()) } catch { outcome = .failure(error) }
                    timer.cancel()
                    waiter.finish(outcome)
                }
            }
        }

        /// The continuation, resumed once: by the answer or by the timer, whichever is first.
        /// (`NSLock` rather than `Mutex`, which needs macOS 15.)
        private final class Waiter<Result: Sendable>: @unchecked Sendable {
            private let lock = NSLock()
            private var continuation: CheckedContinuation<Result, any Error>?

            init(_ continuation: CheckedContinuation<Result, any Error>) {
                self.continuation = continuation
            }

            func finish(_ outcome: Swift.Result<Result, any Error>) {
                let waiting = lock.withLock {
                    defer { continuation = nil }
                    return continuation
                }
                waiting?.resume(with: outcome)
            }
        }
    }
#endif
