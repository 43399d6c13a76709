#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The delegate behind a navigation controller's closures: one per controller, found by its
    /// identity, owned by it. The app's delegate is called first and keeps every other method
    /// (transitions, orientations), forwarded untouched.
    ///
    /// A `UIImagePickerController` is a navigation controller with one `delegate` for two
    /// protocols, so this one proxy and its one closure table serve both: `willShow` and
    /// `didFinishPickingMedia` closures on a picker are entries of the same table, and every key
    /// a picker accepts (`addHandler(for:)`, `removeHandlers(for:)`, `publisher(for:)`) reaches
    /// the proxy that UIKit calls.
    @MainActor
    final class NavigationControllerDelegateProxy: DelegateProxy<UINavigationController>, UINavigationControllerDelegate
    {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UINavigationControllerDelegate).self) } }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            #if os(iOS)
                [(any UINavigationControllerDelegate).self, (any UIImagePickerControllerDelegate).self]
            #else
                [(any UINavigationControllerDelegate).self]
            #endif
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            #if os(iOS)
                if let picking = claimsPicking(selector) { return picking }
            #endif
            return handlers.claims(selector, in: .navigationController) {
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
