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
    func askForwardee(about selectorName: String, _ ask: (AnyObject) -> Bool) -> Bool {
        guard let forwardee else { return false }
        let key = "\(UInt(bitPattern: ObjectIdentifier(self).hashValue)):\(selectorName)"
        let thread = Thread.current.threadDictionary
        var asking = thread[Self.askingKey] as? [String] ?? []
        guard !asking.contains(key) else { return false }
        asking.append(key)
        thread[Self.askingKey] = asking
        defer {
            var current = thread[Self.askingKey] as? [String] ?? []
            current.removeAll { $0 == key }
            thread[Self.askingKey] = current
        }
        return ask(forwardee)
    }

    private static let askingKey = "PatternKit.DelegateRouting.asking"

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
