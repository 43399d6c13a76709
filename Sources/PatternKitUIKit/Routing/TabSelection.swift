package import PatternKitHandlers

/// iOS 18's tab selection of `UITabBarControllerDelegate` (`tabBarController(_:shouldSelectTab:)`,
/// `tabBarController(_:didSelectTab:previousTab:)`), routed to the closures of the view controller
/// methods (`.shouldSelect`, `.didSelect`) with the tab's view controller.
///
/// What Apple documents (UIKit's `UITabBarControllerDelegate` reference, iOS 18):
/// `tabBarController(_:shouldSelectTab:)` "Asks the delegate whether the specified tab should be made
/// active." — "Return YES if the specified tab can be selected by the user. Otherwise, return NO";
/// `tabBarController(_:didSelectTab:previousTab:)` "Tells the delegate that the user selected the
/// specified selectedTab in the tab bar controller." — "either a root tab or any of their
/// descendants"; `UITab.viewController` (optional) is "The view controller that the system presents
/// when someone selects a tab."; and `UITabBarController.h` on `tabs`: "Once set,
/// `UITabBarController.viewControllers` and related properties and methods will not be called."
///
/// No page says in so many words which of the two methods UIKit calls when a delegate implements
/// both. Assumed here, as for iOS 26's ranges and iOS 17's text items: the tab method when the
/// delegate implements it, instead of the view controller one. A proxy that let it through to the app's
/// delegate would never ask the closures, so the routing table claims both tab selectors exactly
/// when the app's delegate implements them (no method name: a closure alone does not claim them,
/// and UIKit keeps calling the view controller methods); the proxy asks (or tells) the app's delegate
/// first, then the closures with the tab's view controller. A tab without a view controller (a group,
/// a tab whose controller is not made yet) is not described to the closures: the app's answer stands.
package enum TabSelection {
    /// `tabBarController:shouldSelectTab:`.
    package static let shouldSelectTabSelector = "tabBarController:shouldSelectTab:"
    /// `tabBarController:didSelectTab:previousTab:`.
    package static let didSelectTabSelector = "tabBarController:didSelectTab:previousTab:"

    /// Whether the user may select a tab whose view controller is `viewController`: the app's
    /// delegate first (`forwarding`, `nil` when it does not implement the question), then the
    /// closures of `method` with `viewController`; yes unless someone says no. Without a view
    /// controller, only `forwardee` (the app's delegate, if any) is asked.
    @MainActor package static func shouldSelect<Sender, ViewController>(
        _ handlers: DelegateHandlers<Sender>, _ method: DelegateMethod<Sender, ViewController, Bool>,
        viewController: ViewController?, forwardee: AnyObject?, forwarding: (AnyObject) -> Bool?
    ) -> Bool {
        guard let viewController else { return forwardee.flatMap(forwarding) ?? true }
        return handlers.decide(method, viewController, forwarding: forwarding)
    }

    /// The user selected a tab whose view controller is `viewController`: the app's delegate first
    /// (`forwarding`), then the closures of `method` with `viewController`. Without a view
    /// controller, only `forwardee` (the app's delegate, if any) is told.
    @MainActor package static func didSelect<Sender, ViewController>(
        _ handlers: DelegateHandlers<Sender>, _ method: DelegateMethod<Sender, ViewController, Void>,
        viewController: ViewController?, forwardee: AnyObject?, forwarding: (AnyObject) -> Void
    ) {
        guard let viewController else {
            forwardee.map(forwarding)
            return
        }
        handlers.notify(method, viewController, forwarding: forwarding)
    }
}
