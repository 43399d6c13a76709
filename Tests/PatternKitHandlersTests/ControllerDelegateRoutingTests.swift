import Foundation
import PatternKitUIKit
import Testing

@testable import PatternKitHandlers

/// The gesture, navigation, tab bar, search results and sheet delegate families: what each
/// proxy claims, who is asked, and what the platform gets when nobody answers.
@MainActor
@Suite("Gesture, controller and sheet delegate routing")
struct ControllerDelegateRoutingTests {
    static let families: [String: DelegateRoutes] = [
        "gesture": .gestureRecognizer, "navigation": .navigationController, "tabBar": .tabBarController,
        "searchResults": .searchResultsUpdating, "sheet": .adaptivePresentation,
    ]

    @Test(
        "each family routes exactly these selectors to these closures",
        arguments: [
            ("gesture", "gestureRecognizerShouldBegin:", "shouldBegin"),
            (
                "gesture", "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
                "shouldRecognizeSimultaneously"
            ),
            ("gesture", "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:", "shouldRequireFailure"),
            ("gesture", "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:", "shouldBeRequiredToFail"),
            ("gesture", "gestureRecognizer:shouldReceiveTouch:", "shouldReceiveTouch"),
            ("navigation", "navigationController:willShowViewController:animated:", "willShow"),
            ("navigation", "navigationController:didShowViewController:animated:", "didShow"),
            ("tabBar", "tabBarController:shouldSelectViewController:", "shouldSelect"),
            ("tabBar", "tabBarController:didSelectViewController:", "didSelect"),
            ("searchResults", "updateSearchResultsForSearchController:", "updateSearchResults"),
            ("sheet", "presentationControllerShouldDismiss:", "shouldDismiss"),
            ("sheet", "presentationControllerWillDismiss:", "willDismiss"),
            ("sheet", "presentationControllerDidDismiss:", "didDismiss"),
            ("sheet", "presentationControllerDidAttemptToDismiss:", "didAttemptToDismiss"),
        ])
    func routes(_ family: String, _ selector: String, _ method: String) {
        let owner = FakeDelegateOwner(routes: Self.families[family]!)
        #expect(owner.claims(selector) == false, "nothing claimed without a closure or an app delegate")
        owner.delegateHandlers.add(DelegateMethod<_, Int, Void>(method)) { _, _ in }
        #expect(owner.claimed == [selector], "the closure claims its selector and no other")
    }

    @Test(
        "the families route nothing else: transitions, orientations and adaptivity stay with the app's delegate",
        arguments: [
            ("navigation", "navigationController:animationControllerForOperation:fromViewController:toViewController:"),
            ("navigation", "navigationControllerSupportedInterfaceOrientations:"),
            ("tabBar", "tabBarController:willBeginCustomizingViewControllers:"),
            ("tabBar", "tabBarControllerSupportedInterfaceOrientations:"),
            ("sheet", "adaptivePresentationStyleForPresentationController:"),
            ("gesture", "gestureRecognizer:shouldReceivePress:"),
        ])
    func notRouted(_ family: String, _ selector: String) {
        let routes = Self.families[family]!
        #expect(routes.methodNames(for: selector) == nil)
    }

    @Test(
        "what the app's delegate implements is claimed while it lives, and not after",
        arguments: ["gesture", "navigation", "tabBar", "searchResults", "sheet"])
    func appDelegateClaims(_ family: String) {
        let owner = FakeDelegateOwner(routes: Self.families[family]!)
        let selector = owner.routes.selectors[0]
        do {
            let appDelegate = FakeAppDelegate()
            appDelegate.implemented = [selector]
            owner.delegate = appDelegate
            #expect(owner.claimed == [selector])
        }
        #expect(owner.delegate == nil, "the app's delegate is held weakly")
        #expect(owner.claimed == [])
    }

    // MARK: Decisions

    @Test(
        "permissions (should begin, should receive a touch, should select a tab, should dismiss a sheet): the first no wins, yes when nobody answers",
        arguments: [
            (delegate: nil, closures: [], expected: true),
            (delegate: false, closures: [], expected: false),
            (delegate: true, closures: [true, false], expected: false),
            (delegate: nil, closures: [true, true], expected: true),
            (delegate: true, closures: [], expected: true),
        ] as [(delegate: Bool?, closures: [Bool], expected: Bool)])
    func permissions(delegate answer: Bool?, closures: [Bool], expected: Bool) {
        for (method, selector) in [
            (DelegateMethod<FakeDelegateOwner, Void, Bool>.shouldBegin, "gestureRecognizerShouldBegin:"),
            (.shouldDismiss, "presentationControllerShouldDismiss:"),
        ] {
            let owner = FakeDelegateOwner(routes: .gestureRecognizer)
            let appDelegate = FakeAppDelegate()
            appDelegate.implemented = [selector]
            appDelegate.answers[selector] = answer
            owner.delegate = appDelegate
            for closureAnswer in closures {
                owner.addHandler(for: method) { _, _ in closureAnswer }
            }
            #expect(owner.ask(method, selector: selector) == expected, "\(method)")
            #expect(appDelegate.calls == [selector], "the app's delegate is asked first, once")
        }
    }

    @Test(
        "requests (recognize simultaneously, require failure): the first yes wins, no when nobody answers",
        arguments: [
            (delegate: nil, closures: [], expected: false, asked: 0),
            (delegate: true, closures: [false], expected: true, asked: 0),
            (delegate: false, closures: [false, true, false], expected: true, asked: 2),
            (delegate: nil, closures: [false, false], expected: false, asked: 2),
        ] as [(delegate: Bool?, closures: [Bool], expected: Bool, asked: Int)])
    func requests(delegate answer: Bool?, closures: [Bool], expected: Bool, asked: Int) {
        let owner = FakeDelegateOwner(routes: .gestureRecognizer)
        let selector = "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"
        let appDelegate = FakeAppDelegate()
        appDelegate.implemented = [selector]
        appDelegate.answers[selector] = answer
        owner.delegate = appDelegate
        var askedCount = 0
        var others: [String] = []
        let method = DelegateMethod<FakeDelegateOwner, String, Bool>("shouldRecognizeSimultaneously")
        for closureAnswer in closures {
            owner.addHandler(for: method) { _, other in
                askedCount += 1
                others.append(other)
                return closureAnswer
            }
        }
        #expect(owner.request(method, about: "pinch", selector: selector) == expected)
        #expect(askedCount == asked)
        #expect(others.allSatisfy { $0 == "pinch" }, "each closure is told which recognizer")
    }

    @Test(
        "the answer when the app's delegate is gone is the platform's default",
        arguments: [
            ("B24@0:8@16", "gestureRecognizerShouldBegin:", AbsorbedCall.bool(true)),
            ("B32@0:8@16@24", "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:", .bool(false)),
            ("B32@0:8@16@24", "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:", .bool(false)),
            ("B32@0:8@16@24", "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:", .bool(false)),
            ("B32@0:8@16@24", "gestureRecognizer:shouldReceiveTouch:", .bool(true)),
            ("v36@0:8@16@24B32", "navigationController:willShowViewController:animated:", .void),
            ("v36@0:8@16@24B32", "navigationController:didShowViewController:animated:", .void),
            ("B32@0:8@16@24", "tabBarController:shouldSelectViewController:", .bool(true)),
            ("v32@0:8@16@24", "tabBarController:didSelectViewController:", .void),
            ("v24@0:8@16", "updateSearchResultsForSearchController:", .void),
            ("B24@0:8@16", "presentationControllerShouldDismiss:", .bool(true)),
            ("v24@0:8@16", "presentationControllerDidDismiss:", .void),
            ("v24@0:8@16", "presentationControllerDidAttemptToDismiss:", .void),
            // Forwarded untouched while the app's delegate lives; a zero mask would make UIKit raise.
            ("Q24@0:8@16", "navigationControllerSupportedInterfaceOrientations:", .allBits),
            ("Q24@0:8@16", "tabBarControllerSupportedInterfaceOrientations:", .allBits),
            // Never 0 (`.unknown`, which UIKit refuses): portrait, inside the absorbed mask.
            ("q24@0:8@16", "navigationControllerPreferredInterfaceOrientationForPresentation:", .portraitOrientation),
            ("q24@0:8@16", "tabBarControllerPreferredInterfaceOrientationForPresentation:", .portraitOrientation),
        ] as [(String, String, AbsorbedCall)])
    func absorbed(_ encoding: String, _ selector: String, _ expected: AbsorbedCall) {
        #expect(AbsorbedCall(typeEncoding: encoding, selectorName: selector) == expected)
    }

    @Test(
        "every decision's closures are combined as the platform's default says: requests by the first yes, permissions by the first no"
    )
    func ruleMatchesDefault() {
        for routes in Self.families.values {
            for selector in routes.selectors {
                for name in routes.methodNames(for: selector)! {
                    let method = DelegateMethod<FakeDelegateOwner, Void, Bool>(name)
                    #expect(method.isOptIn == !AbsorbedCall.defaultAnswer(forDecision: selector), "\(selector)")
                }
            }
        }
    }

    @Test("a sheet with nobody deciding may be dismissed, also after the app's delegate went away")
    func sheetDefault() {
        let sheet = FakeDelegateOwner(routes: .adaptivePresentation)
        #expect(sheet.ask(.shouldDismiss, selector: "presentationControllerShouldDismiss:"))
        do {
            let appDelegate = FakeAppDelegate()
            appDelegate.implemented = ["presentationControllerShouldDismiss:"]
            appDelegate.answers["presentationControllerShouldDismiss:"] = false
            sheet.delegate = appDelegate
            #expect(!sheet.ask(.shouldDismiss, selector: "presentationControllerShouldDismiss:"))
        }
        #expect(sheet.ask(.shouldDismiss, selector: "presentationControllerShouldDismiss:"))
    }

    // MARK: Notifications and the closure API

    @Test("a notification reaches the app's delegate first, then every closure in order")
    func notificationOrder() {
        let sheet = FakeDelegateOwner(routes: .adaptivePresentation)
        let appDelegate = FakeAppDelegate()
        appDelegate.implemented = ["presentationControllerDidDismiss:"]
        sheet.delegate = appDelegate
        var log: [String] = []
        sheet.setHandler(for: .didDismiss) { owner, _ in log.append("set \(owner.title)") }
        sheet.addHandler(for: .didDismiss) { _, _ in log.append("added") }
        sheet.notify(.didDismiss, selector: "presentationControllerDidDismiss:")
        #expect(appDelegate.calls == ["presentationControllerDidDismiss:"])
        #expect(log == ["set owner", "added"])
    }

    @Test("setHandler replaces, a token removes only its closure, removeHandlers removes all and un-claims")
    func closureAPI() {
        let search = FakeDelegateOwner(routes: .searchResultsUpdating)
        var log: [String] = []
        search.setHandler(for: .updateSearchResults) { _, _ in log.append("first") }
        search.setHandler(for: .updateSearchResults) { _, _ in log.append("second") }
        let token = search.addHandler(for: .updateSearchResults) { _, _ in log.append("added") }
        search.notify(.updateSearchResults, selector: "updateSearchResultsForSearchController:")
        #expect(log == ["second", "added"])
        token.cancel()
        search.notify(.updateSearchResults, selector: "updateSearchResultsForSearchController:")
        #expect(log == ["second", "added", "second"])
        search.removeHandlers(for: .updateSearchResults)
        #expect(search.claimed == [])
        search.notify(.updateSearchResults, selector: "updateSearchResultsForSearchController:")
        #expect(log.count == 3)
    }

    @Test("closures do not keep the owner alive")
    func noCycle() {
        weak var gone: FakeDelegateOwner?
        do {
            let owner = FakeDelegateOwner(routes: .tabBarController)
            owner.setHandler(for: DelegateMethod<_, Void, Void>("didSelect")) { owner, _ in owner.title = "selected" }
            gone = owner
        }
        #expect(gone == nil)
    }
}
