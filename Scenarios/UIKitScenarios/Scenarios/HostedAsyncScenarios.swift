#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Scenarios that wait for UIKit or for a consumer on the main actor: a stream read by a task,
    /// a navigation transition UIKit completes on a later turn of the run loop. They wait for the
    /// event itself, never for a time; the runner's watchdog ends a run that never gets it.
    enum HostedAsyncScenarios {
        @MainActor
        static let all: [Scenario] = [
            Scenario(
                async:
                    "events(for: .didScroll): a task reading the stream receives each scroll UIKit reports; the app's delegate hears them too",
                covers: "issue 12: streams"
            ) { e in
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 320, height: 2_000)
                e.layOut(scrollView)
                let app = RecordingScrollDelegate()
                scrollView.delegate = app
                let stream = scrollView.events(for: .didScroll, buffering: .all)
                let reader = Task { @MainActor in
                    var received = 0
                    for await _ in stream {
                        received += 1
                        if received == 3 { break }
                    }
                    return received
                }
                for y in [10, 20, 30] as [CGFloat] {
                    scrollView.contentOffset = CGPoint(x: 0, y: y)  // UIKit calls scrollViewDidScroll
                }
                let received = await reader.value
                e.expectEqual(received, 3, "scrolls read from the stream")
                e.expectEqual(app.scrolls, 3, "the app's delegate")
            },
            Scenario(
                async:
                    "button events stream: a task receives the taps sendActions(for:) delivers through UIApplication",
                covers: "issue 12: streams"
            ) { e in
                let button = e.layOut(UIButton(type: .system), frame: CGRect(x: 0, y: 0, width: 100, height: 44))
                let taps = button.events(for: .touchUpInside, buffering: .all)
                let reader = Task { @MainActor in
                    var received = 0
                    for await _ in taps {
                        received += 1
                        if received == 2 { break }
                    }
                    return received
                }
                button.sendActions(for: .touchUpInside)
                button.sendActions(for: .touchUpInside)
                let received = await reader.value
                e.expectEqual(received, 2, "taps read from the stream")
            },
            Scenario(
                async:
                    "navigation controller as the window's root: a push makes UIKit call didShow on the app's delegate, then the closure",
                covers: "issue 12: navigation will/did show"
            ) { e in
                let root = UIViewController()
                let navigation = UINavigationController(rootViewController: root)
                let previous = e.window.rootViewController
                e.window.rootViewController = navigation
                e.window.layoutIfNeeded()
                let app = RecordingControllerDelegate()
                navigation.delegate = app
                var shown: [UIViewController] = []
                let pushed = UIViewController()
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    var resumed = false
                    navigation.didShow { viewController in
                        shown.append(viewController)
                        if viewController === pushed && !resumed {
                            resumed = true
                            done.resume()
                        }
                    }
                    navigation.pushViewController(pushed, animated: false)
                }
                e.expect(shown.last === pushed, "the closure got the pushed controller")
                e.expect(app.calls.contains("didShow"), "the app's delegate heard it: \(app.calls)")
                e.window.rootViewController = previous
            },
        ]
    }
#endif
