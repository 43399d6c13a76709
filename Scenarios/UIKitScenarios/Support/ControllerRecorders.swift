#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// An app's gesture delegate: answers what it is told and records the calls.
    final class RecordingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
        var shouldBeginAnswer = true
        var simultaneousAnswer = false
        private(set) var calls: [String] = []

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            calls.append("shouldBegin")
            return shouldBeginAnswer
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            calls.append("simultaneous")
            return simultaneousAnswer
        }
    }

    /// An app's navigation, tab bar, search results and sheet delegate, recording the calls.
    final class RecordingControllerDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
        UISearchResultsUpdating, UIAdaptivePresentationControllerDelegate
    {
        var shouldSelectAnswer = true
        var shouldDismissAnswer = true
        private(set) var calls: [String] = []

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            calls.append("didShow")
        }

        #if !os(tvOS)
            func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
                -> UIInterfaceOrientationMask
            {
                calls.append("orientations")
                return .portrait
            }
        #endif

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            calls.append("shouldSelect")
            return shouldSelectAnswer
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("didSelect")
        }

        func updateSearchResults(for searchController: UISearchController) {
            calls.append("updateSearchResults")
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("shouldDismiss")
            return shouldDismissAnswer
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("didDismiss")
        }
    }
#endif
