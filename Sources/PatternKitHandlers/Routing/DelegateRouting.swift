import Foundation

/// What a delegate proxy must know on any thread: which methods have closures, and the
/// delegate that gets everything else.
///
/// Objective-C asks `responds(to:)` and `forwardingTarget(for:)` without any actor
/// isolation, so this small part of ``DelegateHandlers`` lives behind a lock.
final class DelegateRouting: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedForwardee: AnyObject?
    /// The methods with closures (a handful: an array costs less code than a set).
    private var handled: [DelegateMethodID] = []

    var forwardee: AnyObject? {
        lock.lock()
        defer { lock.unlock() }
        return storedForwardee
    }

    /// Returns `true` when the value changed.
    func setForwardee(_ newValue: AnyObject?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard storedForwardee !== newValue else { return false }
        storedForwardee = newValue
        return true
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
        lock.lock()
        defer { lock.unlock() }
        return handled.contains(id)
    }

    /// Whether a method called `name` has closures, whatever its types.
    func isHandled(named name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return handled.contains { $0.name == name }
    }

    func setHandled(_ id: DelegateMethodID, _ isHandled: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isHandled {
            if !handled.contains(id) { handled.append(id) }
        } else {
            handled.removeAll { $0 == id }
        }
    }
}
