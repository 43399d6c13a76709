#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Issue 12: scroll view closures, alone and on the scroll views with a delegate of their own.
    enum ScrollDelegateScenarios {
        static let didScroll = #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))

        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "scroll closures: UIKit's didScroll reaches the app's delegate first, then every closure; a token removes one",
                covers: "issue 12: scroll view"
            ) { e in
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 320, height: 2_000)
                e.layOut(scrollView)
                let appDelegate = RecordingScrollDelegate()
                scrollView.delegate = appDelegate  // before the closures (forwardingDelegate after them)
                var log: [String] = []
                scrollView.didScroll { _ in log.append("set") }
                let token = scrollView.addHandler(for: .didScroll) { _, _ in log.append("added") }
                scrollView.contentOffset = CGPoint(x: 0, y: 20)  // UIKit calls scrollViewDidScroll
                e.expectEqual(appDelegate.scrolls, 1, "the app's delegate set before the closures")
                e.expectEqual(log, ["set", "added"], "closures in registration order")
                token.cancel()
                scrollView.contentOffset = CGPoint(x: 0, y: 40)
                e.expectEqual(log, ["set", "added", "set"], "the cancelled closure no longer runs")
            },
            Scenario(
                "scroll view: a delegate assigned after the closures replaces the proxy, the closures are silent; the next registration puts it behind them",
                covers: "issue 12: scroll view; no setter hook"
            ) { e in
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 320, height: 2_000)
                e.layOut(scrollView)
                var log: [String] = []
                scrollView.didScroll { _ in log.append("set") }
                let appDelegate = RecordingScrollDelegate()
                scrollView.delegate = appDelegate  // after the closures: no setter is hooked
                e.expect(scrollView.delegate === appDelegate, "the app's delegate replaced the closures' proxy")
                scrollView.contentOffset = CGPoint(x: 0, y: 20)
                e.expectEqual(appDelegate.scrolls, 1, "UIKit calls the app's delegate directly")
                e.expectEqual(log, [], "the closures are silent until the next registration")
                scrollView.addHandler(for: .didScroll) { _, _ in log.append("added") }
                e.expect(scrollView.delegate !== appDelegate, "the next registration takes the slot back")
                scrollView.contentOffset = CGPoint(x: 0, y: 40)
                e.expectEqual(
                    appDelegate.scrolls, 2, "the app's delegate, now behind the closures, still hears each scroll once")
                e.expectEqual(log, ["set", "added"], "and every closure runs again")
            },
            Scenario(
                "a scroll view method no closure handles reaches the app's delegate untouched",
                covers: "issue 12: scroll view"
            ) { e in
                let scrollView = e.layOut(UIScrollView())
                let appDelegate = RecordingScrollDelegate()
                appDelegate.zoomView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                scrollView.addSubview(appDelegate.zoomView!)
                scrollView.delegate = appDelegate
                scrollView.didEndDecelerating { _ in }
                let zooming = #selector(UIScrollViewDelegate.viewForZooming(in:))
                e.expect(scrollView.delegate !== appDelegate, "the closures' proxy is the delegate")
                e.expect(scrollView.delegate?.responds(to: zooming) == true, "viewForZooming is the app's")
                scrollView.minimumZoomScale = 1
                scrollView.maximumZoomScale = 2
                scrollView.setZoomScale(2, animated: false)  // UIKit asks viewForZooming(in:)
                e.expectEqual(scrollView.zoomScale, 2, "UIKit zoomed the view the app's delegate gave")
                e.expect(
                    scrollView.delegate?.responds(to: #selector(UIScrollViewDelegate.scrollViewDidZoom(_:))) == false,
                    "nobody handles didZoom: not claimed")
            },
            Scenario("shouldScrollToTop: the closure decides a status bar tap", covers: "issue 12: scroll view") { e in
                let scrollView = UIScrollView()
                var asked = 0
                scrollView.shouldScrollToTop { _ in
                    asked += 1
                    return true
                }
                // Only a tap on the status bar makes UIKit ask: replayed (responds(to:), then the call).
                e.expectEqual(
                    scrollView.delegate?.scrollViewShouldScrollToTop?(scrollView), true, "the closure allows it")
                e.expectEqual(asked, 1, "closure asked")
            },
            Scenario("didEndDragging hands over willDecelerate", covers: "issue 12: scroll view") { e in
                let scrollView = UIScrollView()
                var seen: [Bool] = []
                scrollView.didEndDragging { _, decelerate in seen.append(decelerate) }
                // Only a finger lifted after a drag makes UIKit send it: replayed.
                scrollView.delegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: true)
                scrollView.delegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: false)
                e.expectEqual(seen, [true, false], "willDecelerate values")
            },
            Scenario(
                "a scroll closure on a table shares the table's proxy: UIKit's scroll and a tap reach both kinds of closures",
                covers: "issue 12: inheritance"
            ) { e in
                let (table, _) = measuredTable(rows: 40)
                var log: [String] = []
                table.didSelectRow { _, indexPath in log.append("select \(indexPath.row)") }
                let proxy = table.delegate
                table.didScroll { _ in log.append("scroll") }
                e.expect(table.delegate === proxy, "one proxy for table and scroll closures")
                e.layOut(table)
                table.contentOffset = CGPoint(x: 0, y: 30)  // UIKit calls scrollViewDidScroll
                UserGestures.tapRow(table, at: IndexPath(row: 2, section: 0))
                e.expectEqual(log, ["scroll", "select 2"], "both kinds of closures run")
                let other = UITableView()
                other.didScroll { _ in }
                let scrollFirst = other.delegate
                other.didSelectRow { _, _ in }
                e.expect(other.delegate === scrollFirst, "the other order too")
            },
            Scenario(
                "a scroll closure on a text view lives in the text view's proxy: UIKit's scroll and typing reach both",
                covers: "issue 12: inheritance"
            ) { e in
                let textView = e.layOut(UITextView(), frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                var log: [String] = []
                textView.didChange { _ in log.append("change") }
                let proxy = textView.delegate
                textView.didScroll { _ in log.append("scroll") }
                e.expect(textView.delegate === proxy, "one proxy")
                textView.contentOffset = CGPoint(x: 0, y: 10)  // UIKit calls scrollViewDidScroll
                textView.becomeFirstResponder()
                textView.insertText("a")  // UIKit calls textViewDidChange
                textView.resignFirstResponder()
                e.expectInOrder(log, ["scroll", "change"], "both run")
            },
        ]
    }
#endif
