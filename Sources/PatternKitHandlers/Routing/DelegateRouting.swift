import Foundation

/// What a delegate proxy must know on any thread: which methods have closures, and the
/// delegate that gets everything else.
///
/// Objective-C asks `responds(to:)` and `forwardingTarget(for:)` without any actor
/// isolation, so this small part of ``DelegateHandlers`` lives behind a lock.
final class DelegateRouting: Sendable {
    private struct State {
        weak var forwardee: AnyObject?
        /// The methods with closures (a handful: an array costs less code than a set).
        var handled: [DelegateMethodID] = []
        /// The questions being asked of the forwardee, by thread.
        var asking: [(thread: UInt, name: String)] = []
    }

    private let state = Locked(State())

    var forwardee: AnyObject? {
        state.withLock { $0.forwardee }
    }

    /// Returns `true` when the value changed.
    func setForwardee(_ newValue: AnyObject?) -> Bool {
        state.withLock { state in
            guard state.forwardee !== newValue else { return false }
            state.forwardee = newValue
            return true
        }
    }

    /// Asks the forwardee something about `selectorName` through `ask`, unless this very
    /// question is already being asked on this thread: a forwardee that forwards back to this
    /// proxy (another library's proxy wrapping ours, or ours wrapping it) would otherwise
    /// make `responds(to:)` recurse for ever. The inner question then answers `false`.
    ///
    /// UIKit asks `responds(to:)` for every optional method at each assignment and forwarded
    /// calls go through here (`heightForRowAt`, once per row), so the guard costs one lock and
    /// no allocation: the questions in flight are a short list of (thread, name) pairs.
    func askForwardee(about selectorName: String, _ ask: (AnyObject) -> Bool) -> Bool {
        let thread = Self.currentThread()
        let forwardee: AnyObject? = state.withLock { state in
            guard let forwardee = state.forwardee,
                !state.asking.contains(where: { $0.thread == thread && $0.name == selectorName })
            else { return nil }
            state.asking.append((thread, selectorName))
            return forwardee
        }
        guard let forwardee else { return false }
        defer {
            state.withLock { state in
                if let index = state.asking.lastIndex(where: { $0.thread == thread && $0.name == selectorName }) {
                    state.asking.remove(at: index)
                }
            }
        }
        return ask(forwardee)
    }

    /// The calling thread's identity (compared only).
    private static func currentThread() -> UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    func isHandled(_ id: DelegateMethodID) -> Bool {
        state.withLock { $0.handled.contains(id) }
    }

    /// Whether a method called `name` has closures, whatever its types.
    func isHandled(named name: String) -> Bool {
        state.withLock { $0.handled.contains { $0.name == name } }
    }

    func setHandled(_ id: DelegateMethodID, _ isHandled: Bool) {
        state.withLock { state in
            if isHandled {
                if !state.handled.contains(id) { state.handled.append(id) }
            } else {
                state.handled.removeAll { $0 == id }
            }
        }
    }
}
