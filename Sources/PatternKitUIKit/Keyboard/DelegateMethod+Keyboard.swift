#if os(iOS)
    public import PatternKitHandlers

    // The software keyboard's three notifications, keys of `KeyboardObserver` only: each hands
    // over the `KeyboardTransition` read from the notification.

    extension DelegateMethod where Owner: KeyboardObserver, Input == KeyboardTransition, Output == Void {
        /// The keyboard is about to appear (`UIResponder.keyboardWillShowNotification`).
        ///
        public static var willShow: Self { Self("willShow") }
        /// The keyboard is about to disappear (`UIResponder.keyboardWillHideNotification`).
        public static var willHide: Self { Self("willHide") }
        /// The keyboard's frame is about to change, showing and hiding included
        /// (`UIResponder.keyboardWillChangeFrameNotification`).
        public static var willChangeFrame: Self { Self("willChangeFrame") }
    }
#endif
