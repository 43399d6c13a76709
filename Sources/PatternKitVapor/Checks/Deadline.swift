#if Vapor
    import Foundation
    import PatternKitTextEditing

    /// A time limit on work that may not stop when asked — a Fluent query finishes on its event
    /// loop whatever the task does; a form's checks may ignore cancellation: the caller gets the
    /// answer, ``TimedOut`` once the limit passes, or `CancellationError` as soon as its own task
    /// is cancelled. Either way the work's task is cancelled (a check that honours cancellation
    /// stops) and a late answer is dropped. One limit for a check's query
    /// (``UniqueInDatabase``) and for all of a form's checks on a route.
    struct Deadline {
        /// The work did not answer within the limit.
        struct TimedOut: Error, CustomStringConvertible {
            let limit: Duration
            var description: String { "no answer within \(limit)" }
        }

        let limit: Duration

        init(_ limit: Duration) {
            self.limit = limit
        }

        /// `operation`'s result; ``TimedOut`` after ``limit``; `CancellationError` when the
        /// calling task is cancelled first.
        func run<Result: Sendable>(_ operation: @escaping @Sendable () async throws -> Result) async throws -> Result {
            let limit = self.limit
            let waiter = Waiter<Result>()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    waiter.start(continuation)
                    let work = Task {
                        let outcome: Swift.Result<Result, any Error>
                        do { outcome = .success(try await operation()) } catch { outcome = .failure(error) }
                        waiter.finish(outcome)
                    }
                    // The timer ends as soon as the answer comes: no sleeping task outlives the work.
                    let timer = Task {
                        guard (try? await Task.sleep(for: limit)) != nil else { return }
                        waiter.finish(.failure(TimedOut(limit: limit)))
                    }
                    waiter.onFinish {
                        timer.cancel()
                        work.cancel()
                    }
                }
            } onCancel: {
                waiter.finish(.failure(CancellationError()))
            }
        }

        /// The continuation, resumed once: by the answer, the timer or the caller's
        /// cancellation, whichever is first; then the work and the timer are cancelled.
        private final class Waiter<Result: Sendable>: Sendable {
            private struct State {
                var continuation: CheckedContinuation<Result, any Error>?
                /// An outcome that came before the continuation (a cancellation before the start).
                var early: Swift.Result<Result, any Error>?
                var finished = false
                var cleanup: (@Sendable () -> Void)?
            }
            private let state = Locked(State())

            func start(_ continuation: CheckedContinuation<Result, any Error>) {
                let early = state.withLock { state in
                    if state.early == nil { state.continuation = continuation }
                    return state.early
                }
                if let early { continuation.resume(with: early) }
            }

            /// Runs `cleanup` once the outcome is known (at once when it is).
            func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
                let done = state.withLock { state in
                    if !state.finished { state.cleanup = cleanup }
                    return state.finished
                }
                if done { cleanup() }
            }

            func finish(_ outcome: Swift.Result<Result, any Error>) {
                let parties = state.withLock {
                    state -> (CheckedContinuation<Result, any Error>?, (@Sendable () -> Void)?)? in
                    guard !state.finished else { return nil }
                    state.finished = true
                    defer {
                        state.continuation = nil
                        state.cleanup = nil
                    }
                    if state.continuation == nil { state.early = outcome }
                    return (state.continuation, state.cleanup)
                }
                guard let (waiting, cleanup) = parties else { return }
                waiting?.resume(with: outcome)
                cleanup?()
            }
        }
    }
#endif
