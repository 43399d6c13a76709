#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Scroll views in the app's window: UIKit sends `scrollViewDidScroll` itself whenever
    /// `contentOffset` changes, and asks `viewForZooming(in:)` when the zoom scale is set.
    enum HostedScrollScenarios {
        /// An app's delegate that keeps the content from scrolling below `limit`, by setting
        /// `contentOffset` inside `scrollViewDidScroll`, as apps pinning a header do: UIKit then
        /// calls `scrollViewDidScroll` again, nested in the first call.
        @MainActor
        final class ClampingScrollDelegate: NSObject, UIScrollViewDelegate {
            let limit: CGFloat
            private(set) var seen: [CGFloat] = []

            init(limit: CGFloat) {
                self.limit = limit
            }

            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                seen.append(scrollView.contentOffset.y)
                if scrollView.contentOffset.y > limit {
                    scrollView.contentOffset.y = limit
                }
            }
        }

        @MainActor
        static func tallScrollView() -> UIScrollView {
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: 320, height: 2_000)
            return scrollView
        }

        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "scroll view: setting contentOffset makes UIKit call the app's delegate and each closure once",
                covers: "issue 18: scroll views"
            ) { e in
                let scrollView = e.layOut(tallScrollView())
                let app = RecordingScrollDelegate()
                scrollView.delegate = app
                var offsets: [CGFloat] = []
                scrollView.didScroll { view in offsets.append(view.contentOffset.y) }
                scrollView.contentOffset = CGPoint(x: 0, y: 30)
                scrollView.contentOffset = CGPoint(x: 0, y: 60)
                e.expectEqual(app.scrolls, 2, "the app's delegate, once per change")
                e.expectEqual(offsets, [30, 60], "the closure, once per change")
            },
            Scenario(
                "nested didScroll: the app's scrollViewDidScroll sets contentOffset; UIKit's nested call reaches the app's delegate and the closures",
                covers: "issue 18 item 4: nested calls"
            ) { e in
                let scrollView = e.layOut(tallScrollView())
                let app = ClampingScrollDelegate(limit: 100)
                scrollView.delegate = app
                var closureCalls = 0
                scrollView.didScroll { _ in closureCalls += 1 }
                scrollView.contentOffset = CGPoint(x: 0, y: 150)
                e.expectEqual(scrollView.contentOffset.y, 100, "the app's delegate clamped the offset")
                e.expectEqual(app.seen, [150, 100], "the app's delegate: the outer call, then UIKit's nested one")
                e.expectEqual(
                    closureCalls, 2, "the closures hear both calls, as without PatternKit a second delegate would")
            },
            Scenario(
                "scroll view: a closure added after the app's delegate leaves viewForZooming to it; UIKit zooms its view",
                covers: "issue 12: scroll view"
            ) { e in
                let scrollView = e.layOut(tallScrollView())
                scrollView.minimumZoomScale = 1
                scrollView.maximumZoomScale = 4
                let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
                scrollView.addSubview(content)
                let app = RecordingScrollDelegate()
                app.zoomView = content
                scrollView.delegate = app
                var zooms = 0
                scrollView.didZoom { _ in zooms += 1 }
                scrollView.setZoomScale(2, animated: false)
                e.expectEqual(scrollView.zoomScale, 2, "UIKit zoomed the app's view")
                e.expect(zooms >= 1, "the didZoom closure heard it")
            },
            Scenario(
                "scroll view: viewForZooming only the app's delegate implemented, the delegate freed, UIKit zooms again: no crash, nothing zooms",
                covers: "issue 18 item 8: delegate gone"
            ) { e in
                let scrollView = e.layOut(tallScrollView())
                scrollView.minimumZoomScale = 1
                scrollView.maximumZoomScale = 4
                let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
                scrollView.addSubview(content)
                weak var gone: RecordingScrollDelegate?
                autoreleasepool {
                    let app = RecordingScrollDelegate()
                    app.zoomView = content
                    gone = app
                    scrollView.didScroll { _ in }
                    scrollView.forwardingDelegate = app  // after the first closure: behind it
                    e.expect(
                        scrollView.delegate !== app && scrollView.forwardingDelegate === app,
                        "the closures' proxy holds the slot, the app's delegate behind it")
                    scrollView.setZoomScale(2, animated: false)
                    e.expectEqual(scrollView.zoomScale, 2, "zoomed while the app's delegate lives")
                    scrollView.setZoomScale(1, animated: false)
                }
                e.expect(gone == nil, "the proxy does not keep the app's delegate")
                // UIKit cached that its delegate answers viewForZooming; it asks again now.
                scrollView.setZoomScale(3, animated: false)
                e.expectEqual(scrollView.zoomScale, 1, "no view to zoom any more: UIKit's default")
            },
            Scenario(
                "scroll view: the last closure removed gives the delegate slot back to the app's delegate",
                covers: "issue 18 item 7: uninstall"
            ) { e in
                let scrollView = e.layOut(tallScrollView())
                let app = RecordingScrollDelegate()
                scrollView.delegate = app
                let token = scrollView.addHandler(for: .didScroll) { _, _ in }
                e.expect(scrollView.delegate !== app, "the proxy while a closure listens")
                token.cancel()
                e.expect(scrollView.delegate === app, "scrollView.delegate is the app's again")
                scrollView.contentOffset = CGPoint(x: 0, y: 10)
                e.expectEqual(app.scrolls, 1, "UIKit calls the app's delegate directly")
            },
            Scenario(
                "didReachBottom: scrolling by contentOffset reports each arrival at the bottom once",
                covers: "issue 12: reached bottom"
            ) { e in
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 100, height: 1_000)
                e.layOut(scrollView, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                var reached = 0
                scrollView.didReachBottom(threshold: 50) { _ in reached += 1 }
                for y in [0, 500, 860, 900, 880, 300, 900] as [CGFloat] {
                    scrollView.contentOffset = CGPoint(x: 0, y: y)
                }
                e.expectEqual(reached, 2, "arrivals")
            },
        ]
    }
#endif
