#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    public import UIKit

    /// Bar button items with closures: `onTap` (replace), `addHandler(_:)` (append, returns a
    /// ``HandlerToken``), `removeHandlers()`, and initializers that take the handler.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done) { item in
    ///     item.isEnabled = false
    ///     save()
    /// }
    /// ```
    ///
    /// The closures take over the item's `target` and `action` (as UIKit's own `primaryAction`
    /// does): an action set before, in code or in Interface Builder, is no longer sent — add it
    /// as a closure instead. Setting `target`/`action` later takes over from the closures until
    /// the next one is registered.
    extension UIBarButtonItem: ActionHandling {
        /// Closures receive the item as a `UIBarButtonItem` from the storage; the methods cast it
        /// to the receiver's own class.
        public typealias ActionSender = UIBarButtonItem

        /// The item's closure storage. Registering a closure makes the closures the item's
        /// target and action (again, if the app set others since). You rarely need it: use
        /// `onTap` and `addHandler(_:)`.
        public var actionHandlers: ActionHandlers<UIBarButtonItem> {
            ActionTarget.attached(to: self) { item, target in
                let action = ActionTarget<UIBarButtonItem>.action
                if item.target !== target || item.action != action {
                    item.target = target
                    item.action = action
                }
            }.handlers
        }
    }

    @MainActor
    extension HandlersKit where Self: UIBarButtonItem {
        /// Creates a text item whose tap is handled by `handler`.
        public init(title: String?, style: UIBarButtonItem.Style, handler: @escaping (Self) -> Void) {
            self.init(title: title, style: style, target: nil, action: nil)
            onTap(handler: handler)
        }

        /// Creates a text item whose tap is handled by `handler`.
        public init(title: String?, style: UIBarButtonItem.Style, handler: @escaping () -> Void) {
            self.init(title: title, style: style) { _ in handler() }
        }

        /// Creates an image item whose tap is handled by `handler`.
        public init(image: UIImage?, style: UIBarButtonItem.Style, handler: @escaping (Self) -> Void) {
            self.init(image: image, style: style, target: nil, action: nil)
            onTap(handler: handler)
        }

        /// Creates an image item whose tap is handled by `handler`.
        public init(image: UIImage?, style: UIBarButtonItem.Style, handler: @escaping () -> Void) {
            self.init(image: image, style: style) { _ in handler() }
        }

        /// Creates an image item with a landscape image whose tap is handled by `handler`.
        public init(
            image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style,
            handler: @escaping (Self) -> Void
        ) {
            self.init(image: image, landscapeImagePhone: landscapeImagePhone, style: style, target: nil, action: nil)
            onTap(handler: handler)
        }

        /// Creates an image item with a landscape image whose tap is handled by `handler`.
        public init(
            image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style, handler: @escaping () -> Void
        ) {
            self.init(image: image, landscapeImagePhone: landscapeImagePhone, style: style) { _ in handler() }
        }

        /// Creates a system item (`.done`, `.add`…) whose tap is handled by `handler`.
        public init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, handler: @escaping (Self) -> Void) {
            self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
            onTap(handler: handler)
        }

        /// Creates a system item (`.done`, `.add`…) whose tap is handled by `handler`.
        public init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, handler: @escaping () -> Void) {
            self.init(barButtonSystemItem: systemItem) { _ in handler() }
        }

        /// Sets *the* tap handler, replacing the one set before (handlers added with
        /// `addHandler(_:)` stay).
        /// - Returns: The item, for chaining.
        @discardableResult
        public func onTap(handler: @escaping (Self) -> Void) -> Self {
            setHandler(handler)
            return self
        }

        /// Sets *the* tap handler, replacing the one set before.
        @discardableResult
        public func onTap(handler: @escaping () -> Void) -> Self {
            onTap { _ in handler() }
        }
    }
#endif
