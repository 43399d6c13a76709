#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UITabBarControllerDelegate` behind a tab bar controller's closures: one per
    /// controller, found by its identity, owned by it. The app's delegate is asked first and
    /// keeps every other method (customizing, transitions, orientations), forwarded untouched.
    @MainActor
    final class TabBarControllerDelegateProxy: DelegateProxy<UITabBarController>, UITabBarControllerDelegate {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UITabBarControllerDelegate).self) } }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UITabBarControllerDelegate).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(NSStringFromSelector(selector), in: .tabBarController) { forwardeeResponds(to: selector) }
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            handlers.decide(.shouldSelect, viewController) {
                delegate($0, as: (any UITabBarControllerDelegate).self).tabBarController?(
                    tabBarController, shouldSelect: viewController)
            }
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            handlers.notify(.didSelect, viewController) {
                delegate($0, as: (any UITabBarControllerDelegate).self).tabBarController?(
                    tabBarController, didSelect: viewController)
            }
        }
    }
#endif
