#if canImport(UIKit) && !os(watchOS)
import PatternKitHandlers
import UIKit

// The decision points and notifications of the gesture, navigation and tab bar delegates
// whose closures take UIKit objects. (The ones that take nothing but the sender —
// `.shouldBegin`, `.shouldDismiss`, `.didDismiss`, `.updateSearchResults`… — come from
// PatternKitHandlers.)

extension DelegateMethod where Input == UIGestureRecognizer, Output == Bool {
    /// "May this recognizer and the other one recognize at the same time?"
    /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`); yes as soon as one
    /// closure or the app's delegate says yes, no when nobody answers.
    public static var shouldRecognizeSimultaneously: Self { Self("shouldRecognizeSimultaneously") }
    /// "Must this recognizer wait for the other one to fail?"
    /// (`gestureRecognizer(_:shouldRequireFailureOf:)`); yes as soon as one says yes.
    public static var shouldRequireFailure: Self { Self("shouldRequireFailure") }
    /// "Must the other recognizer wait for this one to fail?"
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`); yes as soon as one says yes.
    public static var shouldBeRequiredToFail: Self { Self("shouldBeRequiredToFail") }
}

extension DelegateMethod where Input == UITouch, Output == Bool {
    /// "May the recognizer see this touch?" (`gestureRecognizer(_:shouldReceive:)`); yes when
    /// nobody answers.
    public static var shouldReceiveTouch: Self { Self("shouldReceiveTouch") }
}

extension DelegateMethod where Input == (viewController: UIViewController, animated: Bool), Output == Void {
    /// A navigation controller is about to show a view controller
    /// (`navigationController(_:willShow:animated:)`).
    public static var willShow: Self { Self("willShow") }
    /// A navigation controller showed a view controller
    /// (`navigationController(_:didShow:animated:)`).
    public static var didShow: Self { Self("didShow") }
}

extension DelegateMethod where Input == UIViewController, Output == Bool {
    /// "May the user select this tab?" (`tabBarController(_:shouldSelect:)`); yes when nobody
    /// answers.
    public static var shouldSelect: Self { Self("shouldSelect") }
}

extension DelegateMethod where Input == UIViewController, Output == Void {
    /// The user selected a tab (`tabBarController(_:didSelect:)`), also when it was selected
    /// already.
    public static var didSelect: Self { Self("didSelect") }
}
#endif
