// The decision points and notifications of the gesture, search-results and sheet delegates
// whose closures take nothing but the sender. (The ones that take a view controller, a touch
// or another recognizer are declared in PatternKitHandlersUIKit, with UIKit's types.)

extension DelegateMethod where Input == Void, Output == Bool {
    /// "May the gesture recognizer begin?" (`gestureRecognizerShouldBegin(_:)`); yes when
    /// nobody answers.
    public static var shouldBegin: Self { Self("shouldBegin") }
    /// "May the user dismiss the sheet?" (`presentationControllerShouldDismiss(_:)`); yes when
    /// nobody answers.
    public static var shouldDismiss: Self { Self("shouldDismiss") }
}

extension DelegateMethod where Input == Void, Output == Void {
    /// The user began dismissing a sheet (`presentationControllerWillDismiss(_:)`).
    public static var willDismiss: Self { Self("willDismiss") }
    /// The user dismissed a sheet (`presentationControllerDidDismiss(_:)`); not called when the
    /// app dismisses it in code.
    public static var didDismiss: Self { Self("didDismiss") }
    /// The user tried to dismiss a sheet that refused (`presentationControllerDidAttemptToDismiss(_:)`).
    public static var didAttemptToDismiss: Self { Self("didAttemptToDismiss") }
    /// The search text or scope changed (`updateSearchResults(for:)`).
    public static var updateSearchResults: Self { Self("updateSearchResults") }
}
