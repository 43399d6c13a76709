#if canImport(UIKit) && !os(watchOS)
import Foundation

/// What a ``ForwardeeWatcher`` reports to.
@MainActor
protocol ForwardeeObserver: AnyObject, Sendable {
    func forwardeeDidGoAway()
}

/// Rides on the forwardee (as an associated object) and tells its proxy when the forwardee
/// is deallocated, so the proxy can make UIKit forget the methods only the forwardee had.
final class ForwardeeWatcher: @unchecked Sendable {
    // Written on the main actor only; read in `deinit`, which runs after every other access.
    private weak var proxy: (any ForwardeeObserver)?

    init(proxy: any ForwardeeObserver) {
        self.proxy = proxy
    }

    /// The proxy moved on to another forwardee: stay silent.
    func disarm() {
        proxy = nil
    }

    deinit {
        guard let proxy else { return }
        let notify: @MainActor () -> Void = { proxy.forwardeeDidGoAway() }
        if Thread.isMainThread {
            // Synchronously, before UIKit can call a forwarded method again. This is
            // `MainActor.assumeIsolated`, which the iOS 16 SDK lacks: the main thread is the
            // main actor's, and actor isolation does not change a closure's representation.
            unsafeBitCast(notify, to: (() -> Void).self)()
        } else {
            Task { @MainActor in notify() }
        }
    }
}
#endif
