#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Issue 12: gesture, navigation, tab bar, search results and sheet delegates as closures,
    /// driven the way UIKit drives them (through the `delegate` property, after the app set or
    /// freed its own; `forwardingDelegate` sets it after the closures, see
    /// DelegateOrderScenarios). UIKit asks these delegates only for a touch (a gesture, a tab
    /// tapped, a sheet swiped down), so the calls replay its documented sequence: Swift's
    /// optional-method call asks `responds(to:)` first, as UIKit does, then sends the message.
    enum ControllerDelegateScenarios {
        @MainActor
        static let all: [Scenario] = gestures + controllers + sheets

        @MainActor
        static let gestures: [Scenario] = [
            Scenario(
                "a gesture's closures and the app's delegate set before them are both asked; a no wins",
                covers: "issue 12: gesture should begin"
            ) { e in
                let pan = UIPanGestureRecognizer()
                let appDelegate = RecordingGestureDelegate()
                appDelegate.shouldBeginAnswer = false
                pan.delegate = appDelegate
                var asked = 0
                pan.shouldBegin { _ in
                    asked += 1
                    return true
                }
                e.expect(pan.delegate !== appDelegate, "the closures' proxy is the delegate")
                // Only a touch makes UIKit ask: replayed (responds(to:), then the call).
                e.expectEqual(pan.delegate?.gestureRecognizerShouldBegin?(pan), false, "the app's no")
                e.expectEqual(appDelegate.calls, ["shouldBegin"], "the app's delegate is asked")
                appDelegate.shouldBeginAnswer = true
                e.expectEqual(pan.delegate?.gestureRecognizerShouldBegin?(pan), true, "both say yes")
                e.expectEqual(asked, 1, "the closure is asked when the app's delegate says yes")
            },
            Scenario(
                "simultaneous recognition is yes as soon as one says yes, and no without a closure",
                covers: "issue 12: gesture simultaneous recognition"
            ) { e in
                let pan = UIPanGestureRecognizer()
                let pinch = UIPinchGestureRecognizer()
                let selector = #selector(
                    UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:))
                pan.shouldBegin { _ in true }
                e.expect(
                    pan.delegate?.responds(to: selector) == false,
                    "not claimed without a closure: UIKit's default stays")
                pan.shouldRecognizeSimultaneously { _, other in other is UIPinchGestureRecognizer }
                e.expect(pan.delegate?.responds(to: selector) == true, "claimed with a closure")
                e.expectEqual(
                    pan.delegate?.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: pinch), true,
                    "with a pinch")
                e.expectEqual(
                    pan.delegate?.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: UITapGestureRecognizer()),
                    false, "with a tap")
            },
            Scenario(
                "a request claimed for a gesture delegate that has gone answers no",
                covers: "issue 12: gesture delegate gone"
            ) { e in
                let pan = UIPanGestureRecognizer()
                weak var gone: RecordingGestureDelegate?
                autoreleasepool {
                    let appDelegate = RecordingGestureDelegate()
                    appDelegate.simultaneousAnswer = true
                    gone = appDelegate
                    pan.delegate = appDelegate  // before the first closure
                    pan.shouldBegin { _ in true }
                    e.expect(pan.delegate !== appDelegate, "the closures' proxy is the delegate, the app's behind it")
                    e.expectEqual(
                        pan.delegate?.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: pan), true,
                        "the app's yes")
                }
                e.expect(gone == nil, "the proxy does not keep the app's delegate")
                let simultaneous = #selector(
                    UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:))
                guard let delegate = pan.delegate else { return e.expect(false, "the proxy left the slot") }
                e.expect(!delegate.responds(to: simultaneous), "no longer claimed: UIKit asking again skips it")
                // UIKit cached the answer to responds(to:) when the delegate was set: it may send
                // the message once more before it asks again.
                e.expectEqual(
                    CachedDelegateCall.bool(delegate, simultaneous, pan, pan), false, "UIKit's default, no")
            },
            Scenario(
                "closures on a scroll view's own pan recognizer do not replace its delegate (UIKit would raise)",
                covers: "issue 12: gesture built-in recognizer"
            ) { e in
                let scrollView = UIScrollView()
                scrollView.panGestureRecognizer.shouldBegin { _ in false }
                e.expect(scrollView.panGestureRecognizer.delegate === scrollView, "the scroll view stays the delegate")
            },
        ]

        @MainActor
        static let controllers: [Scenario] = [
            Scenario(
                "a navigation controller's didShow reaches the app's delegate, then the closure; other methods are forwarded",
                covers: "issue 12: navigation will/did show"
            ) { e in
                let navigation = UINavigationController()
                let appDelegate = RecordingControllerDelegate()
                navigation.delegate = appDelegate
                var shown: [UIViewController] = []
                navigation.didShow { viewController in shown.append(viewController) }
                e.expect(navigation.delegate !== appDelegate, "the proxy is the delegate")
                let pushed = UIViewController()
                // Replayed off screen; HostedAsyncScenarios has UIKit send it for a push in the window.
                navigation.delegate?.navigationController?(navigation, didShow: pushed, animated: false)
                e.expectEqual(appDelegate.calls, ["didShow"], "the app's delegate first")
                e.expect(shown.count == 1 && shown[0] === pushed, "then the closure, with the view controller")
                #if !os(tvOS)
                    e.expectEqual(
                        navigation.supportedInterfaceOrientations, .portrait,
                        "UIKit asks an unrouted method of the app's delegate through the proxy")
                #endif
            },
            Scenario(
                "a tab bar controller's tab is refused when the closure says no, even if the app's delegate says yes",
                covers: "issue 12: tab bar should/did select"
            ) { e in
                let tabs = UITabBarController()
                let first = UIViewController()
                tabs.viewControllers = [first, UIViewController()]
                let appDelegate = RecordingControllerDelegate()
                tabs.delegate = appDelegate  // before the first closure
                var selected = 0
                tabs.shouldSelect { _, viewController in viewController === first }
                    .didSelect { _ in selected += 1 }
                e.expect(tabs.delegate !== appDelegate, "the closures' proxy is the delegate")
                // Only a tap on a tab makes UIKit ask (selectedIndex set in code does not): replayed.
                e.expectEqual(
                    tabs.delegate?.tabBarController?(tabs, shouldSelect: tabs.viewControllers![1]), false,
                    "refused by the closure")
                e.expectEqual(tabs.delegate?.tabBarController?(tabs, shouldSelect: first), true, "allowed by both")
                tabs.delegate?.tabBarController?(tabs, didSelect: first)
                e.expectEqual(
                    appDelegate.calls, ["shouldSelect", "shouldSelect", "didSelect"], "the app's delegate is called")
                e.expectEqual(selected, 1, "the closure is called")
            },
            Scenario(
                "a search controller's results updater set before the closure goes behind it; nil empties the slot, the next closure comes back without it",
                covers: "issue 12: UISearchResultsUpdating"
            ) { e in
                let search = UISearchController(searchResultsController: nil)
                let appUpdater = RecordingControllerDelegate()
                search.searchResultsUpdater = appUpdater  // before the first closure
                var updates = 0
                search.updateSearchResults { _ in updates += 1 }
                e.expect(search.searchResultsUpdater !== appUpdater, "the proxy is the updater")
                search.searchResultsUpdater?.updateSearchResults(for: search)
                e.expectEqual(appUpdater.calls, ["updateSearchResults"], "the app's updater is called")
                e.expectEqual(updates, 1, "the closure is called")
                search.searchResultsUpdater = nil
                e.expect(search.searchResultsUpdater == nil, "nil empties the slot, the closures' proxy included")
                search.updateSearchResults { _ in updates += 10 }
                e.expect(search.searchResultsUpdater != nil, "the next closure puts the proxy back")
                search.searchResultsUpdater?.updateSearchResults(for: search)
                e.expectEqual(appUpdater.calls.count, 1, "the removed updater is not called")
                e.expectEqual(updates, 11, "the new closure is")
            },
        ]

        @MainActor
        static let sheets: [Scenario] = [
            Scenario(
                "a sheet may be dismissed when nobody decides, and not when a closure says no",
                covers: "issue 12: sheet should dismiss"
            ) { e in
                let sheet = UIViewController()
                guard let presentation = sheet.presentationController else {
                    return e.expect(false, "a view controller has a presentation controller before it is presented")
                }
                var dismissed = 0
                presentation.didDismiss { _ in dismissed += 1 }
                let shouldDismiss = #selector(
                    UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:))
                e.expect(
                    presentation.delegate?.responds(to: shouldDismiss) == false,
                    "nobody decides: not claimed, so UIKit dismisses (its default)")
                presentation.shouldDismiss { _ in false }
                // Only a swipe down on a presented sheet makes UIKit ask, then tell: replayed.
                e.expectEqual(
                    presentation.delegate?.presentationControllerShouldDismiss?(presentation), false, "the closure's no"
                )
                presentation.delegate?.presentationControllerDidDismiss?(presentation)
                e.expectEqual(dismissed, 1, "didDismiss")
            },
            Scenario(
                "a sheet's app delegate set before the closures keeps deciding; once gone, the answer is yes",
                covers: "issue 12: sheet delegate gone"
            ) { e in
                let sheet = UIViewController()
                guard let presentation = sheet.presentationController else {
                    return e.expect(false, "a view controller has a presentation controller before it is presented")
                }
                weak var gone: RecordingControllerDelegate?
                autoreleasepool {
                    let appDelegate = RecordingControllerDelegate()
                    appDelegate.shouldDismissAnswer = false
                    gone = appDelegate
                    presentation.delegate = appDelegate  // before the first closure
                    presentation.didDismiss { _ in }
                    e.expect(
                        presentation.delegate !== appDelegate,
                        "the closures' proxy is the delegate, the app's behind it")
                    e.expectEqual(
                        presentation.delegate?.presentationControllerShouldDismiss?(presentation), false, "the app's no"
                    )
                }
                e.expect(gone == nil, "the proxy does not keep the app's delegate")
                let shouldDismiss = #selector(
                    UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:))
                guard let delegate = presentation.delegate else { return e.expect(false, "the proxy left the slot") }
                e.expect(!delegate.responds(to: shouldDismiss), "no longer claimed once the app's delegate has gone")
                e.expectEqual(
                    CachedDelegateCall.bool(delegate, shouldDismiss, presentation), true,
                    "a call from UIKit's cached answer gets its default, yes")
            },
        ]
    }
#endif
