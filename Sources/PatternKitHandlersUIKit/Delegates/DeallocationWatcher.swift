#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import ObjectiveC

    /// Tells a delegate proxy that the app's delegate it forwards to was deallocated: an object
    /// associated with that delegate (one per proxy), released with it, which calls back on the
    /// main queue. The proxy then makes UIKit ask again what the slot implements, so no method
    /// stays claimed for a delegate that no longer exists. Only the watched object carries it;
    /// no class is changed.
    final class DeallocationWatcher: NSObject, @unchecked Sendable {
        // Immutable after init.
        private let gone: @MainActor @Sendable () -> Void

        private init(_ gone: @escaping @MainActor @Sendable () -> Void) {
            self.gone = gone
        }

        /// Calls `gone` once `object` is deallocated (replacing what `proxy` watched on it before).
        static func watch(_ object: AnyObject, for proxy: AnyObject, _ gone: @escaping @MainActor @Sendable () -> Void)
        {
            let key = UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
            objc_setAssociatedObject(object, key, DeallocationWatcher(gone), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        deinit {
            let gone = self.gone
            // The next turn of the main queue; a call UIKit makes before it gets UIKit's default.
            DispatchQueue.main.async { gone() }
        }
    }
#endif
