import Foundation
import PatternKitHandlers
import PatternKitUIKit
import Testing

/// iOS 18's tab selection, in the model of a tab bar controller that calls the tab variants when the
/// app's delegate implements them: the `shouldSelect` and `didSelect` closures are obeyed either way.
@MainActor
@Suite("Tab selection of iOS 18 reaches the shouldSelect and didSelect closures")
struct TabSelectionTests {
    nonisolated static let viewControllerMethods = [TabBarSelector.shouldSelect, TabBarSelector.didSelect]
    nonisolated static let tabMethods = [TabBarSelector.shouldSelectTab, TabBarSelector.didSelectTab]
    /// What the app's delegate implements: the view controller methods only, the tab variants only,
    /// both, none.
    nonisolated static let implementations: [Set<String>] = [
        Set(viewControllerMethods), Set(tabMethods), Set(viewControllerMethods + tabMethods), [],
    ]

    /// A tab bar controller with the app's delegate set before the closures' proxy, which then takes
    /// the slot. The app's delegate implements `implemented` of the selection methods and allows
    /// every tab (or none).
    static func controller(implementing implemented: Set<String>, allowing: Bool = true) -> (
        ModelTabBarController, ModelAppDelegate, ModelTabBarControllerProxy
    ) {
        let controller = ModelTabBarController()
        let app = ModelAppDelegate(implementing: implemented)
        app.answer = { selector, _ in
            selector == TabBarSelector.shouldSelect || selector == TabBarSelector.shouldSelectTab ? allowing : nil
        }
        controller.delegate = app
        let proxy = ModelTabBarControllerProxy(controller: controller)
        return (controller, app, proxy)
    }

    @Test(
        "a closure refusing a tab is obeyed, and didSelect closures hear each selection, whichever methods the app's delegate implements",
        arguments: implementations)
    func refusedTab(implemented: Set<String>) throws {
        let (controller, app, proxy) = Self.controller(implementing: implemented)
        let home = ModelTab(ModelViewController("home"))
        let compose = ModelTab(ModelViewController("compose"))
        var selected: [String] = []
        proxy.handlers.set(.shouldSelect) { _, viewController in viewController.title != "compose" }
        proxy.handlers.set(.didSelect) { _, viewController in selected.append(viewController.title) }
        controller.delegate = proxy  // UIKit asks again (the proxy's registration refreshes the slot)
        try controller.tap(home)
        try controller.tap(compose)
        #expect(controller.selectedTab === home, "the refused tab is not selected")
        #expect(selected == ["home"], "the closures hear the one selection")
        let asked =
            implemented.contains(TabBarSelector.shouldSelectTab)
            ? TabBarSelector.shouldSelectTab
            : implemented.contains(TabBarSelector.shouldSelect) ? TabBarSelector.shouldSelect : nil
        let told =
            implemented.contains(TabBarSelector.didSelectTab)
            ? TabBarSelector.didSelectTab
            : implemented.contains(TabBarSelector.didSelect) ? TabBarSelector.didSelect : nil
        let expected = [asked, told, asked].compactMap(\.self)
        #expect(app.calls == expected, "the app's delegate first, once per tap, with the method UIKit would call")
    }

    @Test("the app's delegate refusing a tab ends the question: no closure is asked", arguments: implementations)
    func appRefuses(implemented: Set<String>) throws {
        let (controller, app, proxy) = Self.controller(implementing: implemented, allowing: false)
        var asked = 0
        proxy.handlers.set(.shouldSelect) { _, _ in
            asked += 1
            return true
        }
        controller.delegate = proxy
        try controller.tap(ModelTab(ModelViewController("home")))
        let appDecides = !implemented.isDisjoint(with: [TabBarSelector.shouldSelect, TabBarSelector.shouldSelectTab])
        #expect((controller.selectedTab == nil) == appDecides)
        #expect(asked == (appDecides ? 0 : 1))
        withExtendedLifetime(app) {}
    }

    @Test(
        "a tab without a view controller is not described to the closures: the app's answer stands",
        arguments: [Set(tabMethods), []] as [Set<String>])
    func tabWithoutViewController(implemented: Set<String>) throws {
        let (controller, app, proxy) = Self.controller(implementing: implemented)
        var closures = 0
        proxy.handlers.set(.shouldSelect) { _, _ in
            closures += 1
            return false
        }
        proxy.handlers.set(.didSelect) { _, _ in closures += 1 }
        controller.delegate = proxy
        let group = ModelTab(nil)
        try controller.tap(group)
        #expect(controller.selectedTab === group)
        #expect(closures == 0)
        #expect(app.calls == (implemented.isEmpty ? [] : Self.tabMethods))
    }

    @Test("what is claimed: the tab variants exactly when the app's delegate implements them")
    func claims() {
        for implemented in Self.implementations {
            let (_, app, proxy) = Self.controller(implementing: implemented)
            proxy.handlers.set(.shouldSelect) { _, _ in true }
            proxy.handlers.set(.didSelect) { _, _ in }
            for selector in Self.tabMethods {
                #expect(proxy.responds(to: selector) == implemented.contains(selector))
            }
            for selector in Self.viewControllerMethods {
                #expect(proxy.responds(to: selector), "claimed for the closures")
            }
            withExtendedLifetime(app) {}
        }
    }
}
