#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension UIResponder {
        /// The view controller that shows this responder — the first one up the responder
        /// chain — or, if that one presents another controller, the top of what it presents:
        /// the controller an alert about this responder must be presented from. `nil` when the
        /// responder is not in a view controller's view that is in a window.
        var controllerForPresenting: UIViewController? {
            var responder: UIResponder? = self
            while let current = responder, !(current is UIViewController) {
                responder = current.next
            }
            guard var controller = responder as? UIViewController, controller.viewIfLoaded?.window != nil else {
                return nil
            }
            while let presented = controller.presentedViewController, !presented.isBeingDismissed {
                controller = presented
            }
            return controller
        }
    }
#endif
