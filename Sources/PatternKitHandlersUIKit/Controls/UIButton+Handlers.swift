#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    @MainActor
    extension HandlersKit where Self: UIButton {
        /// Sets *the* tap handler (`.touchUpInside`; `.primaryActionTriggered` on tvOS), replacing
        /// the one set before. Use `addHandler(for:_:)` for more than one.
        ///
        /// ```swift
        /// saveButton.onTap { button in
        ///     button.isEnabled = false
        ///     save()
        /// }
        /// ```
        ///
        /// - Returns: The button, for chaining.
        @discardableResult
        public func onTap(handler: @escaping (Self) -> Void) -> Self {
            on(Self.tapEvent, handler: handler)
        }

        /// Sets *the* tap handler (see `onTap(handler:)`).
        @discardableResult
        public func onTap(handler: @escaping () -> Void) -> Self {
            on(Self.tapEvent, handler: handler)
        }
    }

    extension UIButton {
        /// The event a tap is: `.touchUpInside`, or `.primaryActionTriggered` on tvOS (where a
        /// button is pressed with the remote, not touched). `onTap` and `tapPublisher` use it.
        package static var tapEvent: UIControl.Event {
            #if os(tvOS)
                .primaryActionTriggered
            #else
                .touchUpInside
            #endif
        }
    }
#endif
