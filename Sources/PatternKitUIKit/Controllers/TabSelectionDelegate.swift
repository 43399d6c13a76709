#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// iOS 18's tab selection of `UITabBarControllerDelegate`, declared here because the SDK the
    /// package builds with does not declare it (nor `UITab`, hence `AnyObject`): the tab bar
    /// controller's proxy implements both methods and messages the app's delegate with them (after
    /// `responds(to:)`), whatever SDK the app has. See `TabSelection`.
    @objc @MainActor protocol TabSelectionDelegate: NSObjectProtocol {
        /// `tabBarController(_:shouldSelectTab:)`.
        @objc(tabBarController:shouldSelectTab:)
        optional func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: AnyObject) -> Bool

        /// `tabBarController(_:didSelectTab:previousTab:)`.
        @objc(tabBarController:didSelectTab:previousTab:)
        optional func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: AnyObject, previousTab: AnyObject?)
    }
#endif
