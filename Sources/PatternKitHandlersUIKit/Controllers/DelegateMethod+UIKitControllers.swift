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
    public static var shouldRequireFailureOf: Self { Self("shouldRequireFailureOf") }
    /// "Must the other recognizer wait for this one to fail?"
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`); yes as soon as one says yes.
    public static var shouldBeRequiredToFailBy: Self { Self("shouldBeRequiredToFailBy") }
}

extension DelegateMethod where Input == UITouch, Output == Bool {
    /// "May the recognizer see this touch?" (`gestureRecognizer(_:shouldReceive:)`); yes when
    /// nobody answers.
    public static var shouldReceiveTouch: Self { Self("shouldReceiveTouch") }
}

extension DelegateMethod where Input == (viewController: UIViewController, animated: Bool), Output == Void {
    /// A navigation controller is about to show a view controller
    /// (`navigationController(_:willShow:animated:)`).
    public static var willShowViewController: Self { Self("willShowViewController") }
    /// A navigation controller showed a view controller
    /// (`navigationController(_:didShow:animated:)`).
    public static var didShowViewController: Self { Self("didShowViewController") }
}

extension DelegateMethod where Input == UIViewController, Output == Bool {
    /// "May the user select this tab?" (`tabBarController(_:shouldSelect:)`); yes when nobody
    /// answers.
    public static var shouldSelectViewController: Self { Self("shouldSelectViewController") }
}

extension DelegateMethod where Input == UIViewController, Output == Void {
    /// The user selected a tab (`tabBarController(_:didSelect:)`), also when it was selected
    /// already.
    public static var didSelectViewController: Self { Self("didSelectViewController") }
}
#endif
