#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UINavigationControllerDelegate` behind a navigation controller's closures: one per
    /// controller, found by its identity, owned by it. The app's delegate is called first and
    /// keeps every other method (transitions, orientations), forwarded untouched.
    @MainActor
    final class NavigationControllerDelegateProxy: DelegateProxy<UINavigationController>, UINavigationControllerDelegate
    {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UINavigationControllerDelegate).self) } }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UINavigationControllerDelegate).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(NSStringFromSelector(selector), in: .navigationController) {
                forwardeeResponds(to: selector)
            }
        }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            handlers.notify(.willShow, (viewController, animated)) {
                delegate($0, as: (any UINavigationControllerDelegate).self).navigationController?(
                    navigationController, willShow: viewController, animated: animated)
            }
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            handlers.notify(.didShow, (viewController, animated)) {
                delegate($0, as: (any UINavigationControllerDelegate).self).navigationController?(
                    navigationController, didShow: viewController, animated: animated)
            }
        }
    }
#endif
