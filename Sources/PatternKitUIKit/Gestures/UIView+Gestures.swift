#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    public import UIKit

    /// Gesture shortcuts on any view: `onTap(numberOfTaps:)`, `onLongPress`, `onPan`,
    /// `onSwipe(direction:)`, and on iOS `onPinch`, `onRotation`, `onScreenEdgePan(edges:)`.
    ///
    /// ```swift
    /// avatarView.onTap { view, tap in
    ///     showProfile()
    /// }
    /// photoView.onTap(numberOfTaps: 2) { zoomIn() }   // the single tap now waits for it to fail
    /// ```
    ///
    /// - Each shortcut *sets* the handler of one recognizer per kind and configuration, created
    ///   on first use: configuring a reused cell again replaces the handler, it does not stack
    ///   recognizers.
    /// - The closure receives the view, typed with its own class, and the recognizer. The
    ///   variant without arguments runs once per gesture: for continuous gestures (long press,
    ///   pan, pinch, rotation, edge pan) when the gesture begins.
    /// - The view becomes user-interactive (labels and image views are not by default).
    /// - On a control, `onTap { }` without `numberOfTaps:` is the control's tap event, not a
    ///   recognizer (see `UIControl`'s `onTap(handler:)`).
    /// - Each returns its recognizer, to configure it further or to remove the shortcut with
    ///   `view.removeGestureRecognizer(_:)`.
    @MainActor
    extension HandlersKit where Self: UIView {
        /// Handles taps (`numberOfTaps` in a row) with `handler`.
        @discardableResult
        public func onTap(numberOfTaps: Int = 1, handler: @escaping (Self, UITapGestureRecognizer) -> Void)
            -> UITapGestureRecognizer
        {
            shortcut("tap.\(numberOfTaps)", handler: handler) {
                let tap = UITapGestureRecognizer()
                tap.numberOfTapsRequired = numberOfTaps
                return tap
            }
        }

        /// Handles taps (`numberOfTaps` in a row) with `handler`.
        ///
        /// `onTap` means "the user tapped it" everywhere: on a plain view, a tap recognizer (a
        /// view has no tap event); on a control (`UIButton`, any `UIControl`), `onTap { }` is the
        /// control's own tap event (`.touchUpInside`), which a disabled control does not send and
        /// VoiceOver's activation does. Pass `numberOfTaps:` to get a recognizer on a control.
        @_disfavoredOverload
        @discardableResult
        public func onTap(numberOfTaps: Int = 1, handler: @escaping () -> Void) -> UITapGestureRecognizer {
            onTap(numberOfTaps: numberOfTaps) { _, _ in handler() }
        }

        /// Handles long presses with `handler`, at every state change (read the recognizer's
        /// `state`).
        @discardableResult
        public func onLongPress(handler: @escaping (Self, UILongPressGestureRecognizer) -> Void)
            -> UILongPressGestureRecognizer
        {
            shortcut("longPress", handler: handler) { UILongPressGestureRecognizer() }
        }

        /// Handles long presses with `handler`, once per press, when it is recognized.
        @discardableResult
        public func onLongPress(handler: @escaping () -> Void) -> UILongPressGestureRecognizer {
            onLongPress(handler: Self.onBegan(handler))
        }

        /// Handles pans (drags) with `handler`, at every state change.
        @discardableResult
        public func onPan(handler: @escaping (Self, UIPanGestureRecognizer) -> Void) -> UIPanGestureRecognizer {
            shortcut("pan", handler: handler) { UIPanGestureRecognizer() }
        }

        /// Handles pans with `handler`, once per pan, when it begins.
        @discardableResult
        public func onPan(handler: @escaping () -> Void) -> UIPanGestureRecognizer {
            onPan(handler: Self.onBegan(handler))
        }

        /// Handles swipes in `direction` with `handler`.
        @discardableResult
        public func onSwipe(
            direction: UISwipeGestureRecognizer.Direction = .right,
            handler: @escaping (Self, UISwipeGestureRecognizer) -> Void
        ) -> UISwipeGestureRecognizer {
            shortcut("swipe.\(direction.rawValue)", handler: handler) {
                let swipe = UISwipeGestureRecognizer()
                swipe.direction = direction
                return swipe
            }
        }

        /// Handles swipes in `direction` with `handler`.
        @discardableResult
        public func onSwipe(direction: UISwipeGestureRecognizer.Direction = .right, handler: @escaping () -> Void)
            -> UISwipeGestureRecognizer
        {
            onSwipe(direction: direction) { _, _ in handler() }
        }

        /// Sets the handler of the view's shortcut recognizer `key`, handing it the view typed as
        /// `Self` and the recognizer typed as its own class.
        func shortcut<Recognizer: UIGestureRecognizer>(
            _ key: String,
            handler: @escaping (Self, Recognizer) -> Void,
            make: () -> Recognizer
        ) -> Recognizer {
            let recognizer = ViewGestureShortcuts.recognizer(key, on: self, make: make)
            recognizer.onRecognize { recognizer in
                if let view = recognizer.view as? Self { handler(view, recognizer) }
            }
            return recognizer
        }

        /// Adapts a handler without arguments to run once per continuous gesture.
        static func onBegan<Recognizer: UIGestureRecognizer>(_ handler: @escaping () -> Void) -> (Self, Recognizer) ->
            Void
        {
            { _, recognizer in
                if recognizer.state == .began { handler() }
            }
        }
    }

    #if !os(tvOS)
        // Pinch, rotation and screen-edge pans do not exist on tvOS.
        @MainActor
        extension HandlersKit where Self: UIView {
            /// Handles pinches with `handler`, at every state change (read `scale`).
            @discardableResult
            public func onPinch(handler: @escaping (Self, UIPinchGestureRecognizer) -> Void) -> UIPinchGestureRecognizer
            {
                shortcut("pinch", handler: handler) { UIPinchGestureRecognizer() }
            }

            /// Handles pinches with `handler`, once per pinch, when it begins.
            @discardableResult
            public func onPinch(handler: @escaping () -> Void) -> UIPinchGestureRecognizer {
                onPinch(handler: Self.onBegan(handler))
            }

            /// Handles two-finger rotations with `handler`, at every state change (read `rotation`).
            @discardableResult
            public func onRotation(handler: @escaping (Self, UIRotationGestureRecognizer) -> Void)
                -> UIRotationGestureRecognizer
            {
                shortcut("rotation", handler: handler) { UIRotationGestureRecognizer() }
            }

            /// Handles two-finger rotations with `handler`, once per rotation, when it begins.
            @discardableResult
            public func onRotation(handler: @escaping () -> Void) -> UIRotationGestureRecognizer {
                onRotation(handler: Self.onBegan(handler))
            }

            /// Handles pans that start at `edges` of the screen with `handler`, at every state change.
            @discardableResult
            public func onScreenEdgePan(
                edges: UIRectEdge, handler: @escaping (Self, UIScreenEdgePanGestureRecognizer) -> Void
            ) -> UIScreenEdgePanGestureRecognizer {
                shortcut("screenEdgePan.\(edges.rawValue)", handler: handler) {
                    let pan = UIScreenEdgePanGestureRecognizer()
                    pan.edges = edges
                    return pan
                }
            }

            /// Handles pans that start at `edges` of the screen with `handler`, once per pan, when it
            /// begins.
            @discardableResult
            public func onScreenEdgePan(edges: UIRectEdge, handler: @escaping () -> Void)
                -> UIScreenEdgePanGestureRecognizer
            {
                onScreenEdgePan(edges: edges, handler: Self.onBegan(handler))
            }
        }
    #endif
#endif
