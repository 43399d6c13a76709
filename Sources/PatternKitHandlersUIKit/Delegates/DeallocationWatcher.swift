#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import ObjectiveC

    /// Tells a delegate proxy that the app's delegate it forwards to was deallocated: an object
    /// associated with that delegate (one per proxy), released with it, which calls back on the
    /// main queue. The proxy then makes UIKit ask again what the slot implements, so no method
    /// stays claimed for a delegate that no longer exists. Only the watched object carries it;
    /// no class is changed, and a proxy watches only its current forwardee (``unwatch(_:for:)``
    /// takes the watcher off the one before, silently).
    final class DeallocationWatcher: NSObject, @unchecked Sendable {
        private let gone: @MainActor @Sendable () -> Void
        /// Set (on the main thread) before the watcher is taken off a living object: its release
        /// then calls nothing. Read in `deinit`, on the thread that released the object.
        private nonisolated(unsafe) var isCancelled = false

        private init(_ gone: @escaping @MainActor @Sendable () -> Void) {
            self.gone = gone
        }

        private static func key(for proxy: AnyObject) -> UnsafeRawPointer {
            UnsafeRawPointer(Unmanaged.passUnretained(proxy).toOpaque())
        }

        /// Calls `gone` once `object` is deallocated (replacing what `proxy` watched on it before).
        static func watch(_ object: AnyObject, for proxy: AnyObject, _ gone: @escaping @MainActor @Sendable () -> Void)
        {
            unwatch(object, for: proxy)
            objc_setAssociatedObject(
                object, key(for: proxy), DeallocationWatcher(gone), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// Takes `proxy`'s watcher off `object`, which lives on: nothing is called.
        static func unwatch(_ object: AnyObject, for proxy: AnyObject) {
            guard let watcher = objc_getAssociatedObject(object, key(for: proxy)) as? DeallocationWatcher else {
                return
            }
            watcher.isCancelled = true
            objc_setAssociatedObject(object, key(for: proxy), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        deinit {
            guard !isCancelled else { return }
            let gone = self.gone
            // The next turn of the main queue; a call UIKit makes before it gets UIKit's default.
            DispatchQueue.main.async { gone() }
        }
    }
#endif
