import Foundation
import PatternKitUIKit
import Testing

@testable import PatternKitHandlers

@MainActor
@Suite("Which delegate methods a scroll, table, collection or picker proxy claims")
struct DelegateRoutesTests {
    @Test(
        "with no closure and no app delegate, nothing is claimed",
        arguments: ["scroll", "table", "collection", "pickerDataSource", "pickerDelegate"])
    func nothingClaimed(_ family: String) {
        #expect(FakeListView(routes: Self.routes[family]!).claimed == [])
    }

    @Test(
        "each closure claims exactly its selectors",
        arguments: [
            ("scroll", "didScroll", ["scrollViewDidScroll:"]),
            ("scroll", "didEndDragging", ["scrollViewDidEndDragging:willDecelerate:"]),
            ("scroll", "shouldScrollToTop", ["scrollViewShouldScrollToTop:"]),
            ("table", "didSelectRow", ["tableView:didSelectRowAtIndexPath:"]),
            ("table", "shouldSelectRow", ["tableView:willSelectRowAtIndexPath:"]),
            ("table", "willDisplayCell", ["tableView:willDisplayCell:forRowAtIndexPath:"]),
            ("table", "trailingSwipeActions", ["tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"]),
            ("table", "contextMenuConfiguration", ["tableView:contextMenuConfigurationForRowAtIndexPath:point:"]),
            ("table", "didScroll", ["scrollViewDidScroll:"]),
            ("collection", "didSelectItem", ["collectionView:didSelectItemAtIndexPath:"]),
            ("collection", "shouldHighlightItem", ["collectionView:shouldHighlightItemAtIndexPath:"]),
            ("collection", "didEndDecelerating", ["scrollViewDidEndDecelerating:"]),
            ("pickerDataSource", "numberOfRowsInComponent", ["pickerView:numberOfRowsInComponent:"]),
            ("pickerDelegate", "titleForRow", ["pickerView:titleForRow:forComponent:"]),
        ])
    func closureClaims(_ family: String, _ method: String, _ selectors: [String]) {
        let view = FakeListView(routes: Self.routes[family]!)
        // The name decides the claim, whatever the closure's types (UIKit's keys have UIKit types).
        view.handlers.add(DelegateMethod<_, Int, Void>(method)) { _, _ in }
        #expect(view.claimed == selectors)
    }

    @Test("a table never claims heights, headers or editing, even with every closure set")
    func tableLeavesTheRestToTheApp() {
        let view = FakeListView(routes: .tableView)
        for name in Set(DelegateRoutes.tableView.selectors.flatMap { DelegateRoutes.tableView.methodNames(for: $0)! }) {
            view.handlers.add(DelegateMethod<_, Int, Void>(name)) { _, _ in }
        }
        #expect(view.claimed.count == DelegateRoutes.tableView.selectors.count)
        for selector in [
            "tableView:heightForRowAtIndexPath:", "tableView:viewForHeaderInSection:",
            "tableView:editingStyleForRowAtIndexPath:", "tableView:estimatedHeightForRowAtIndexPath:",
        ] {
            #expect(view.claims(selector) == nil, "\(selector) goes to the app's delegate untouched")
        }
    }

    @Test("what the app's delegate implements stays claimed; what it does not, is not")
    func appDelegateClaims() {
        let view = FakeListView(routes: .tableView)
        let appDelegate = RecordingListDelegate()
        view.delegate = appDelegate
        view.delegateImplements = ["tableView:willDisplayCell:forRowAtIndexPath:", "scrollViewDidScroll:"]
        #expect(view.claimed == ["scrollViewDidScroll:", "tableView:willDisplayCell:forRowAtIndexPath:"])
        _ = appDelegate
    }

    @Test("removing the last closure of a method un-claims it, and the change is reported")
    func tokensUnclaim() {
        let view = FakeListView(routes: .scrollView)
        var changes = 0
        view.handlers.onRoutingChange = { changes += 1 }
        let first = view.handlers.add(.didScroll) { _, _ in }
        let second = view.handlers.add(.didScroll) { _, _ in }
        #expect(view.claimed == ["scrollViewDidScroll:"])
        first.cancel()
        #expect(view.claimed == ["scrollViewDidScroll:"], "one closure is left")
        second.cancel()
        #expect(view.claimed == [])
        #expect(changes == 2, "claimed, then un-claimed: the adapter re-sets the delegate each time")
    }

    @Test("once the app's delegate is gone, its methods are no longer claimed")
    func goneDelegate() {
        let view = FakeListView(routes: .collectionView)
        view.delegateImplements = ["collectionView:didSelectItemAtIndexPath:"]
        do {
            let appDelegate = RecordingListDelegate()
            view.delegate = appDelegate
            #expect(view.claimed == ["collectionView:didSelectItemAtIndexPath:"])
        }
        #expect(view.claimed == [])
    }

    @Test("table and collection routes include every scroll view selector")
    func inheritedScrollRoutes() {
        for routes in [DelegateRoutes.tableView, .collectionView] {
            #expect(Set(DelegateRoutes.scrollView.selectors).isSubset(of: routes.selectors))
        }
    }

    @Test("a selector asked by its identity is spelled once, and its claim still follows the closures")
    func keyedQuestions() {
        // A table of its own: the shared ones keep what other tests asked.
        let routes = DelegateRoutes.tableView.merging(DelegateRoutes(""))
        let handlers = FakeListView(routes: routes).handlers
        var spelled: [String] = []
        func claims(_ selector: String) -> Bool? {
            let spell = {
                spelled.append(selector)
                return selector
            }
            return handlers.claims(selectorKey: ModelSelector.key(selector), named: spell, in: routes) { false }
        }
        let select = "tableView:didSelectRowAtIndexPath:"
        let stray = "performTheImpossible:"
        #expect(claims(select) == false)
        #expect(claims(stray) == nil)
        let token = handlers.add(.didSelectRow) { _, _ in }
        #expect(claims(select) == true, "a closure claims it: the kept route is not a kept answer")
        #expect(claims(stray) == nil)
        token.cancel()
        #expect(claims(select) == false)
        #expect(spelled == [select, stray], "each name is spelled the first time only")
        for selector in routes.selectors {
            #expect(
                routes.methodNames(forKey: ModelSelector.key(selector), name: { selector })
                    == routes.methodNames(for: selector))
        }
    }

    static let routes: [String: DelegateRoutes] = [
        "scroll": .scrollView, "table": .tableView, "collection": .collectionView,
        "pickerDataSource": .pickerViewDataSource, "pickerDelegate": .pickerViewDelegate,
    ]
}

@MainActor
@Suite("A collection view's flow layout questions")
struct FlowLayoutRoutesTests {
    nonisolated static let flowLayoutSelectors = [
        "collectionView:layout:sizeForItemAtIndexPath:",
        "collectionView:layout:insetForSectionAtIndex:",
        "collectionView:layout:minimumLineSpacingForSectionAtIndex:",
        "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:",
        "collectionView:layout:referenceSizeForHeaderInSection:",
        "collectionView:layout:referenceSizeForFooterInSection:",
    ]

    @Test(
        "are claimed only while the app's delegate implements them, whatever closures exist",
        arguments: flowLayoutSelectors)
    func claimedForTheAppsDelegateOnly(_ selector: String) {
        let view = FakeListView(routes: .collectionView)
        view.handlers.add(.didSelectItem) { _, _ in }
        #expect(view.claims(selector) == false)
        let appDelegate = RecordingListDelegate()
        view.delegate = appDelegate
        #expect(view.claims(selector) == false)
        view.delegateImplements = [selector]
        #expect(view.claims(selector) == true)
        withExtendedLifetime(appDelegate) {}
    }
}
