import Foundation
import PatternKitUIKit

/// The selectors of `UITabBarControllerDelegate`'s selection the model's tab bar controller calls.
enum TabBarSelector {
    static let shouldSelect = "tabBarController:shouldSelectViewController:"
    static let didSelect = "tabBarController:didSelectViewController:"
    /// iOS 18's tab variants.
    static let shouldSelectTab = TabSelection.shouldSelectTabSelector
    static let didSelectTab = TabSelection.didSelectTabSelector
    static let all = [shouldSelect, didSelect, shouldSelectTab, didSelectTab]
}

/// A view controller of the model (compared by identity).
@MainActor
final class ModelViewController {
    let title: String

    init(_ title: String) {
        self.title = title
    }
}

/// A `UITab`: its view controller, which may not exist (a group, one not made yet).
@MainActor
final class ModelTab {
    let viewController: ModelViewController?

    init(_ viewController: ModelViewController?) {
        self.viewController = viewController
    }
}

/// A `UITabBarController` of iOS 18 as its documentation describes a tap on a tab: a weak `delegate`
/// whose optional methods are asked once, at assignment; the tab variant when the delegate implements
/// it, the view controller one otherwise (an assumption: see `TabSelection`), with the tab's view
/// controller (a tab without one skips it); the tab is selected unless the answer is no, and the
/// delegate is told.
@MainActor
final class ModelTabBarController: ModelObject {
    weak var delegate: ModelObject? {
        didSet { cachedResponds = Set(TabBarSelector.all.filter { delegate?.responds(to: $0) ?? false }) }
    }
    private(set) var cachedResponds: Set<String> = []
    private(set) var selectedTab: ModelTab?

    /// The user tapped `tab`'s item in the tab bar.
    func tap(_ tab: ModelTab) throws(ModelFailure) {
        var allowed = true
        // "Asks the delegate whether the specified tab should be made active."
        if cachedResponds.contains(TabBarSelector.shouldSelectTab) {
            allowed = try send(delegate, TabBarSelector.shouldSelectTab, [tab]) as? Bool ?? false
        } else if let viewController = tab.viewController, cachedResponds.contains(TabBarSelector.shouldSelect) {
            allowed = try send(delegate, TabBarSelector.shouldSelect, [viewController]) as? Bool ?? false
        }
        guard allowed else { return }
        let previous = selectedTab
        selectedTab = tab
        // "Tells the delegate that the user selected the specified selectedTab in the tab bar controller."
        if cachedResponds.contains(TabBarSelector.didSelectTab) {
            _ = try send(delegate, TabBarSelector.didSelectTab, [tab, previous as Any])
        } else if let viewController = tab.viewController, cachedResponds.contains(TabBarSelector.didSelect) {
            _ = try send(delegate, TabBarSelector.didSelect, [viewController])
        }
    }
}
