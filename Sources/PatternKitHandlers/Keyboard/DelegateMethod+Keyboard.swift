// The software keyboard's three notifications, for the closures of UIKit's
// `KeyboardObserver`: each hands over the ``KeyboardTransition`` read from the notification.

extension DelegateMethod where Input == KeyboardTransition, Output == Void {
    /// The keyboard is about to appear (`UIResponder.keyboardWillShowNotification`).
    public static var keyboardWillShow: Self { Self("keyboardWillShow") }
    /// The keyboard is about to disappear (`UIResponder.keyboardWillHideNotification`).
    public static var keyboardWillHide: Self { Self("keyboardWillHide") }
    /// The keyboard's frame is about to change, showing and hiding included
    /// (`UIResponder.keyboardWillChangeFrameNotification`).
    public static var keyboardWillChangeFrame: Self { Self("keyboardWillChangeFrame") }
}
