#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    // The decision points and notifications of the navigation and tab bar delegates whose
    // closures take UIKit objects. (The ones that take nothing but the sender — `.shouldDismiss`,
    // `.didDismiss`, `.updateSearchResults`… — come from PatternKitHandlers.)

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
