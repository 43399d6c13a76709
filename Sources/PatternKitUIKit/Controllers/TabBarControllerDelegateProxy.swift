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
            handlers.claims(selector, in: .tabBarController) { forwardeeResponds(to: selector) }
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

        /// iOS 18's "may the user select this tab?", claimed when the app's delegate implements it
        /// (UIKit then asks it instead of `shouldSelect`): the app's delegate first, then the
        /// `shouldSelect` closures with the tab's view controller (none without one; see `TabSelection`).
        @objc(tabBarController:shouldSelectTab:)
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: AnyObject) -> Bool {
            TabSelection.shouldSelect(
                handlers, .shouldSelect, viewController: messaging(tab, as: (any TabProperties).self).viewController,
                forwardee: usableForwardee()
            ) {
                messaging($0, as: (any TabSelectionDelegate).self).tabBarController?(
                    tabBarController, shouldSelectTab: tab)
            }
        }

        /// iOS 18's "the user selected this tab", claimed when the app's delegate implements it (UIKit
        /// then calls it instead of `didSelect`): the app's delegate first, then the `didSelect` closures
        /// with the tab's view controller (none without one; see `TabSelection`).
        @objc(tabBarController:didSelectTab:previousTab:)
        func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: AnyObject, previousTab: AnyObject?
        ) {
            TabSelection.didSelect(
                handlers, .didSelect,
                viewController: messaging(selectedTab, as: (any TabProperties).self).viewController,
                forwardee: usableForwardee()
            ) {
                messaging($0, as: (any TabSelectionDelegate).self).tabBarController?(
                    tabBarController, didSelectTab: selectedTab, previousTab: previousTab)
            }
        }
    }
#endif
