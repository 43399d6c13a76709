#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    /// `onTap` means "the user tapped it" on every type, each time through the mechanism UIKit
    /// itself uses for a tap on that type: on a control (a `UIButton`, a custom `UIControl`…)
    /// the control's own tap event, `.touchUpInside` (`.primaryActionTriggered` on tvOS),
    /// through target-action; on a bar button item its action; on any other view a tap gesture
    /// recognizer (`onTap(numberOfTaps:)`, from `PatternKitUIKit`), since a plain view has no
    /// tap event.
    ///
    /// A control's event is what its users expect of a tap: it is not sent while the control is
    /// disabled, a touch dragged out of the control and released is no tap, the control
    /// highlights while touched, and VoiceOver's activation sends it. A recognizer added to a
    /// control would get none of that, so on a control `onTap { }` is never a gesture; pass
    /// `numberOfTaps:` (or take the recognizer as the closure's second argument) for one.
    @MainActor
    extension HandlersKit where Self: UIControl {
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
        /// - Returns: The control, for chaining.
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

    extension UIControl {
        /// The event a tap is: `.touchUpInside`, or `.primaryActionTriggered` on tvOS (where a
        /// control is pressed with the remote, not touched). `onTap` and `tapPublisher` use it.
        package static var tapEvent: UIControl.Event {
            #if os(tvOS)
                .primaryActionTriggered
            #else
                .touchUpInside
            #endif
        }
    }
#endif
