#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Navigation controllers take closures for `willShow` and `didShow`, plus
    /// `addHandler(for:_:)` with `.willShow` / `.didShow`.
    ///
    /// ```swift
    /// navigationController.didShow { navigation, shown, animated in
    ///     analytics.screen(String(describing: type(of: shown)))
    /// }
    /// ```
    ///
    /// The closures live in a delegate proxy that becomes the controller's `delegate`; a
    /// delegate the app set before the first closure is called first and keeps the methods the
    /// closures do not cover (custom transitions, orientations).
    extension UINavigationController {
        /// The app's own delegate, which keeps receiving every call before the closures: set it
        /// here once closures are registered (a plain `delegate = x` would replace the closures'
        /// proxy until the next registration). Without closures it is simply `delegate`; as for
        /// tables and text fields, and as RxCocoa's `setDelegate(_:)`. On a
        /// `UIImagePickerController` (a navigation controller) the same proxy serves the picking
        /// closures, so the app's delegate goes behind both families.
        public var forwardingDelegate: (any UINavigationControllerDelegate)? {
            get {
                NavigationControllerDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UINavigationControllerDelegate).self)
                }
            }
            set {
                if !NavigationControllerDelegateProxy.setForwardingDelegate(newValue, of: self) {
                    delegate = newValue
                }
            }
        }
    }

    extension UINavigationController: DelegateHandling {
        /// Closures receive the controller as a `UINavigationController` from the table; the
        /// methods cast it to the receiver's own class.
        public typealias DelegateSender = UINavigationController

        /// The controller's closure table (created on first use; a closure registered in it
        /// installs the proxy).
        public var delegateHandlers: DelegateHandlers<UINavigationController> {
            NavigationControllerDelegateProxy.proxy(on: self).handlers
        }

        /// The closure table if a closure was ever registered; reading it creates nothing.
        public var existingDelegateHandlers: DelegateHandlers<UINavigationController>? {
            NavigationControllerDelegateProxy.existing(on: self)?.handlers
        }

    }

    @MainActor
    extension HandlersKit where Self: UINavigationController {
        /// Sets the closure called before the controller shows a view controller (a push, a pop,
        /// or `setViewControllers`).
        /// - Returns: The controller, for chaining.
        @discardableResult
        public func willShow(handler: @escaping (Self, UIViewController, _ animated: Bool) -> Void) -> Self {
            setHandler(for: .willShow) { navigation, shown in handler(navigation, shown.viewController, shown.animated)
            }
        }

        /// Sets the closure called before the controller shows a view controller.
        @discardableResult
        public func willShow(handler: @escaping (UIViewController) -> Void) -> Self {
            willShow { _, viewController, _ in handler(viewController) }
        }

        /// Sets the closure called after the controller showed a view controller.
        @discardableResult
        public func didShow(handler: @escaping (Self, UIViewController, _ animated: Bool) -> Void) -> Self {
            setHandler(for: .didShow) { navigation, shown in handler(navigation, shown.viewController, shown.animated) }
        }

        /// Sets the closure called after the controller showed a view controller.
        @discardableResult
        public func didShow(handler: @escaping (UIViewController) -> Void) -> Self {
            didShow { _, viewController, _ in handler(viewController) }
        }
    }
#endif
