#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    public import UIKit

    /// Gesture recognizers with closures typed to the recognizer's own class:
    /// `init(handler:)`, `onRecognize` (replace), `addHandler(_:)` (append, returns a
    /// ``HandlerToken``) and `removeHandlers()`.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer { pan in
    ///     card.transform = CGAffineTransform(translationX: pan.translation(in: nil).x, y: 0)
    /// }
    /// card.addGestureRecognizer(pan)
    /// ```
    ///
    /// A handler runs whenever the recognizer sends its action: once for a discrete gesture
    /// (tap, swipe), at every state change for a continuous one (pan, pinch, long press…) —
    /// read `state` to tell them apart. Targets the app added itself keep working.
    extension UIGestureRecognizer: ActionHandling {
        /// Closures receive the recognizer as a `UIGestureRecognizer` from the storage; the
        /// methods cast it to the receiver's own class.
        public typealias ActionSender = UIGestureRecognizer

        /// The recognizer's closure storage. Each closure registered adds the closures' target
        /// to the recognizer if it is not there (again, after `removeTarget(nil, action: nil)`). You rarely need it: use `onRecognize` and `addHandler(_:)`.
        public var actionHandlers: ActionHandlers<UIGestureRecognizer> {
            ActionTarget.attached(to: self) { recognizer, target in
                // At every registration: the app may have removed every target since, and
                // UIKit ignores a target-action pair that is already there.
                recognizer.addTarget(target, action: ActionTarget<UIGestureRecognizer>.action)
            }.handlers
        }
    }

    @MainActor
    extension HandlersKit where Self: UIGestureRecognizer {
        /// Creates a recognizer whose actions are handled by `handler`.
        public init(handler: @escaping (Self) -> Void) {
            self.init(target: nil, action: nil)
            onRecognize(handler: handler)
        }

        /// Creates a recognizer whose actions are handled by `handler`.
        public init(handler: @escaping () -> Void) {
            self.init { _ in handler() }
        }

        /// Sets *the* handler, replacing the one set before (handlers added with `addHandler(_:)`
        /// stay).
        /// - Returns: The recognizer, for chaining.
        @discardableResult
        public func onRecognize(handler: @escaping (Self) -> Void) -> Self {
            setHandler(handler)
            return self
        }

        /// Sets *the* handler, replacing the one set before.
        @discardableResult
        public func onRecognize(handler: @escaping () -> Void) -> Self {
            onRecognize { _ in handler() }
        }
    }
#endif
