#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    // The decision points and notifications of the navigation, tab bar, sheet and search
    // delegates, each a key of its own controller only.

    extension DelegateMethod
    where Owner: UINavigationController, Input == (viewController: UIViewController, animated: Bool), Output == Void {
        /// A navigation controller is about to show a view controller
        /// (`navigationController(_:willShow:animated:)`).
        public static var willShow: Self { Self("willShow") }
        /// A navigation controller showed a view controller
        /// (`navigationController(_:didShow:animated:)`).
        public static var didShow: Self { Self("didShow") }
    }

    extension DelegateMethod where Owner: UITabBarController, Input == UIViewController, Output == Bool {
        /// "May the user select this tab?" (`tabBarController(_:shouldSelect:)`); yes when nobody
        /// answers.
        public static var shouldSelect: Self { Self("shouldSelect") }
    }

    extension DelegateMethod where Owner: UITabBarController, Input == UIViewController, Output == Void {
        /// The user selected a tab (`tabBarController(_:didSelect:)`), also when it was selected
        /// already.
        public static var didSelect: Self { Self("didSelect") }
    }

    extension DelegateMethod where Owner: UIPresentationController, Input == Void, Output == Bool {
        /// "May the user dismiss the sheet?" (`presentationControllerShouldDismiss(_:)`); yes when
        /// nobody answers.
        public static var shouldDismiss: Self { Self("shouldDismiss") }
    }

    extension DelegateMethod where Owner: UIPresentationController, Input == Void, Output == Void {
        /// The user began dismissing a sheet (`presentationControllerWillDismiss(_:)`).
        public static var willDismiss: Self { Self("willDismiss") }
        /// The user dismissed a sheet (`presentationControllerDidDismiss(_:)`); not called when the
        /// app dismisses it in code.
        public static var didDismiss: Self { Self("didDismiss") }
        /// The user tried to dismiss a sheet that refused (`presentationControllerDidAttemptToDismiss(_:)`).
        public static var didAttemptToDismiss: Self { Self("didAttemptToDismiss") }
    }

    extension DelegateMethod where Owner: UISearchController, Input == Void, Output == Void {
        /// The search text or scope changed (`updateSearchResults(for:)`).
        public static var updateSearchResults: Self { Self("updateSearchResults") }
    }
#endif
