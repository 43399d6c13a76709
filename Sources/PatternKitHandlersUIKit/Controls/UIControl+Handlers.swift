#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    /// Every `UIControl` takes closures for its events: `on(_:handler:)` (replace),
    /// `addHandler(for:_:)` (append, returns a ``HandlerToken``) and `removeHandlers(for:)`,
    /// typed with the control's own class and removable.
    ///
    /// ```swift
    /// slider.on(.valueChanged) { slider in
    ///     label.text = "\(slider.value)"
    /// }
    /// let token = field.addHandler(for: [.editingDidBegin, .editingDidEnd]) { field in
    ///     field.layer.borderWidth = field.isFirstResponder ? 2 : 0
    /// }
    /// ```
    ///
    /// Built on one target object per `UIControl.Event` in use, whatever the number of closures,
    /// installed with the event's first closure and removed with its last; the closures' action
    /// goes through `sendAction(_:to:for:)`. Targets and actions the app added itself are
    /// untouched.
    extension UIControl: ControlEventHandling {
        /// Closures receive the control as a `UIControl` from the storage; the methods cast it
        /// to the receiver's own class.
        public typealias EventSender = UIControl

        /// The control's closure storage (created on first use, owned by the control). You rarely
        /// need it: use `on(_:handler:)`, `addHandler(for:_:)` and `removeHandlers(for:)`.
        public var controlEventHandlers: ControlEventHandlers<UIControl, UIControl.Event> {
            ControlEventBridge.bridge(for: self).storage
        }
    }
#endif
