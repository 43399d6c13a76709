import Foundation

/// What a delegate proxy must know on any thread: which methods have closures, and the
/// delegate that gets everything else.
///
/// Objective-C asks `responds(to:)` and `forwardingTarget(for:)` without any actor
/// isolation, so this small part of ``DelegateHandlers`` lives behind a lock.
final class DelegateRouting: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedForwardee: AnyObject?
    private var handled: Set<DelegateMethodID> = []

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

    func isHandled(_ id: DelegateMethodID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return handled.contains(id)
    }

    func setHandled(_ id: DelegateMethodID, _ isHandled: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isHandled {
            handled.insert(id)
        } else {
            handled.remove(id)
        }
    }
}
