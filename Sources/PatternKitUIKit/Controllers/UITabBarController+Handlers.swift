#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Tab bar controllers take closures for `shouldSelect` and `didSelect`, plus
    /// `addHandler(for:_:)` with `.shouldSelect` / `.didSelect`.
    ///
    /// ```swift
    /// tabBarController
    ///     .shouldSelect { tabs, tab in tab !== composeTab || session.isSignedIn }
    ///     .didSelect { tabs, tab in analytics.tab(tabs.selectedIndex) }
    /// ```
    ///
    /// The closures live in a delegate proxy that becomes the controller's `delegate`; a
    /// delegate the app set before the first closure is asked first (a `false` from it, or from any
    /// closure, refuses the tab).
    extension UITabBarController {
        /// The app's own delegate, which keeps receiving every call before the closures: set it
        /// here once closures are registered (a plain `delegate = x` would replace the closures'
        /// proxy until the next registration). Without closures it is simply `delegate`; as for
        /// tables and text fields, and as RxCocoa's `setDelegate(_:)`.
        public var forwardingDelegate: (any UITabBarControllerDelegate)? {
            get {
                TabBarControllerDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UITabBarControllerDelegate).self)
                }
            }
            set {
                if !TabBarControllerDelegateProxy.setForwardingDelegate(newValue, of: self) { delegate = newValue }
            }
        }
    }

    extension UITabBarController: DelegateHandling {
        /// Closures receive the controller as a `UITabBarController` from the table; the methods
        /// cast it to the receiver's own class.
        public typealias DelegateSender = UITabBarController

        /// The controller's closure table (created on first use; a closure registered in it
        /// installs the proxy).
        public var delegateHandlers: DelegateHandlers<UITabBarController> {
            TabBarControllerDelegateProxy.proxy(on: self).handlers
        }

        /// The closure table if a closure was ever registered; reading it creates nothing.
        public var existingDelegateHandlers: DelegateHandlers<UITabBarController>? {
            TabBarControllerDelegateProxy.existing(on: self)?.handlers
        }

    }

    @MainActor
    extension HandlersKit where Self: UITabBarController {
        /// Sets the closure that decides whether the user may select a tab (its view controller).
        /// - Returns: The controller, for chaining.
        @discardableResult
        public func shouldSelect(handler: @escaping (Self, UIViewController) -> Bool) -> Self {
            setHandler(for: .shouldSelect, handler)
        }

        /// Sets the closure called when the user selected a tab (also the one already selected).
        @discardableResult
        public func didSelect(handler: @escaping (Self, UIViewController) -> Void) -> Self {
            setHandler(for: .didSelect, handler)
        }

        /// Sets the closure called when the user selected a tab, with its view controller.
        @discardableResult
        public func didSelect(handler: @escaping (UIViewController) -> Void) -> Self {
            didSelect { _, viewController in handler(viewController) }
        }
    }
#endif
