public import PatternKitHandlers

// The software keyboard's three notifications, for the closures of UIKit's
// `KeyboardObserver`: each hands over the ``KeyboardTransition`` read from the notification.

extension DelegateMethod where Input == KeyboardTransition, Output == Void {
    /// The keyboard is about to appear (`UIResponder.keyboardWillShowNotification`).
    ///
    /// A navigation controller's `.willShow` has the same name: where the types leave both
    /// open, the navigation controller's is chosen; `KeyboardObserver` takes only these.
    @_disfavoredOverload
    public static var willShow: Self { Self("willShow") }
    /// The keyboard is about to disappear (`UIResponder.keyboardWillHideNotification`).
    public static var willHide: Self { Self("willHide") }
    /// The keyboard's frame is about to change, showing and hiding included
    /// (`UIResponder.keyboardWillChangeFrameNotification`).
    public static var willChangeFrame: Self { Self("willChangeFrame") }
}
