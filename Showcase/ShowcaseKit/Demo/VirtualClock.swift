import Foundation

/// A clock whose time moves only when ``advance(by:)`` says so: the showcase's scripted
/// session and its tests use it for the sign-up form's debounce and the simulated server's
/// delay, so they never wait for real time and print the same frames on every run.
///
/// ```swift
/// let clock = VirtualClock()
/// let debounce = Debounce(seconds: 0.3) { try await clock.sleep($0) }
/// // … a check starts and sleeps on the clock …
/// clock.advance(by: 0.3)   // the sleep ends now, not in 0.3 s of real time
/// ```
///
/// A sleep ends when the clock has been advanced past its deadline; one whose task is
/// cancelled ends at once with `CancellationError` (as `Task.sleep` does), which is how a
/// check replaced by newer input stops waiting.
package final class VirtualClock: @unchecked Sendable {
    // @unchecked: every mutable property is read and written under `lock`.
    private struct Sleeper {
        let id: Int
        let deadline: Double
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var time: Double = 0
    private var sleepers: [Sleeper] = []
    private var cancelledIDs: Set<Int> = []
    private var nextID = 0
    private var changeHandler: (@Sendable () -> Void)?

    /// A clock at time 0 with nothing asleep.
    package init() {}

    /// The seconds the clock has been advanced by so far.
    package var now: Double {
        lock.withLock { time }
    }

    /// How many sleeps are waiting for the clock.
    package var sleeperCount: Int {
        lock.withLock { sleepers.count }
    }

    /// Called after a sleep starts, ends or is cancelled, on the thread where that happened.
    package var onChange: (@Sendable () -> Void)? {
        get { lock.withLock { changeHandler } }
        set { lock.withLock { changeHandler = newValue } }
    }

    /// Suspends until the clock has been advanced by `seconds` from now; returns at once for
    /// 0 or less.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled before or while it sleeps.
    package func sleep(_ seconds: Double) async throws {
        try Task.checkCancellation()
        guard seconds > 0 else { return }
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let started = lock.withLock {
                    // Cancelled before the sleep was stored: the handler found nothing to end.
                    if cancelledIDs.remove(id) != nil { return false }
                    sleepers.append(Sleeper(id: id, deadline: time + seconds, continuation: continuation))
                    return true
                }
                if started {
                    notify()
                } else {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                    cancelledIDs.insert(id)
                    return nil
                }
                return sleepers.remove(at: index)
            }
            if let sleeper {
                sleeper.continuation.resume(throwing: CancellationError())
                notify()
            }
        }
    }

    /// Moves time forward by `seconds` and ends, earliest deadline first, every sleep whose
    /// deadline has come.
    package func advance(by seconds: Double) {
        let due: [Sleeper] = lock.withLock {
            time += max(0, seconds)
            let now = time
            let due = sleepers.filter { $0.deadline <= now }
            sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
        guard !due.isEmpty else { return }
        for sleeper in due { sleeper.continuation.resume() }
        notify()
    }

    private func notify() {
        onChange?()
    }
}
