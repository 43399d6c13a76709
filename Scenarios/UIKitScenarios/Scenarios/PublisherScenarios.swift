#if canImport(Combine) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import Combine
    import PatternKitUIKit
    import UIKit

    /// Issue 12: every event a closure can observe as a Combine publisher; cancelling removes
    /// the handler; no cycle; demand respected.
    enum PublisherScenarios {
        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "a button's taps reach a sink; cancelling removes exactly its handler", covers: "issue 12: tapPublisher"
            ) { e in
                let button = UIButton()
                button.onTap { _ in }
                var taps = 0
                let cancellable = button.tapPublisher.sink { taps += 1 }
                button.sendActions(for: .touchUpInside)
                e.expectEqual(taps, 1, "taps")
                cancellable.cancel()
                button.sendActions(for: .touchUpInside)
                e.expectEqual(taps, 1, "a cancelled sink hears no more taps")
                button.sendActions(for: .touchUpInside)
                e.expectEqual(taps, 1, "no tap after cancel")
            },
            Scenario(
                "a text field's textPublisher starts with the current text, then follows typing (UIKit sends .editingChanged)",
                covers: "issue 12: textPublisher"
            ) { e in
                let field = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                field.text = "now"
                var texts: [String?] = []
                let cancellable = field.textPublisher.sink { texts.append($0) }
                field.becomeFirstResponder()
                field.insertText("!")  // the keyboard's path; UIKit sends .editingChanged through UIApplication
                field.resignFirstResponder()
                e.expectEqual(texts, ["now", "now!"], "texts")
                cancellable.cancel()
            },
            Scenario(
                "a search bar's textPublisher follows typing, and the app's delegate still gets every call",
                covers: "issue 12: searchBar.textPublisher"
            ) { e in
                final class AppDelegate: NSObject, UISearchBarDelegate {
                    var texts: [String] = []
                    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                        texts.append(searchText)
                    }
                }
                let bar = e.layOut(UISearchBar(), frame: CGRect(x: 0, y: 0, width: 320, height: 56))
                let app = AppDelegate()
                bar.delegate = app
                var texts: [String] = []
                let cancellable = bar.textPublisher.sink { texts.append($0) }
                bar.searchTextField.becomeFirstResponder()
                bar.searchTextField.insertText("a")  // UIKit calls searchBar(_:textDidChange:)
                bar.searchTextField.resignFirstResponder()
                e.expectEqual(texts, ["", "a"], "texts")
                e.expectEqual(app.texts, ["a"], "the app's delegate")
                cancellable.cancel()
            },
            Scenario(
                "demand is respected: prefix(2) receives two values and removes its handler", covers: "issue 12: demand"
            ) { e in
                let stepper = UIStepper()
                var values: [Double] = []
                let cancellable = stepper.valuePublisher.prefix(2).sink { values.append($0) }
                stepper.value = 1
                stepper.sendActions(for: .valueChanged)
                stepper.value = 2
                stepper.sendActions(for: .valueChanged)
                e.expectEqual(values, [0, 1], "the current value, then one change")
                e.expect(stepper.allTargets.isEmpty, "prefix cancelled upstream: UIKit sees no target left")
                _ = cancellable
            },
            Scenario(
                "a publisher and its subscription keep neither the control nor themselves alive",
                covers: "issue 12: no retain cycle"
            ) { e in
                weak var gone: UIButton?
                var cancellables = Set<AnyCancellable>()
                var completions = 0
                autoreleasepool {
                    let button = UIButton()
                    gone = button
                    button.tapPublisher.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: {}).store(
                        in: &cancellables)
                }
                e.expect(gone == nil, "the button is freed while its subscription is stored")
                e.expectEqual(completions, 1, "its subscribers receive .finished")
                cancellables.removeAll()
            },
            Scenario("10,000 subscriptions cancelled leave no handler", covers: "issue 12: cancellation") { e in
                let item = UIBarButtonItem()
                var cancellables: [AnyCancellable] = []
                var fired = 0
                for _ in 0..<10_000 { cancellables.append(item.tapPublisher.sink { fired += 1 }) }
                let tap = {
                    _ = item.action.map { UIApplication.shared.sendAction($0, to: item.target, from: item, for: nil) }
                }
                tap()
                e.expectEqual(fired, 10_000, "one tap reaches every subscription")
                cancellables.removeAll()
                tap()
                e.expectEqual(fired, 10_000, "after the cancellables were dropped, a tap reaches none")
            },
            Scenario(
                async:
                    "a sheet's didDismissPublisher and a navigation controller's didShowPublisher come from the delegate closures",
                covers: "issue 12: delegate publishers"
            ) { e in
                let sheet = UIViewController()
                let pushed = UIViewController()
                let navigation = UINavigationController(rootViewController: UIViewController())
                let previous = e.window.rootViewController
                e.window.rootViewController = navigation
                e.window.layoutIfNeeded()
                var events: [String] = []
                var cancellables = Set<AnyCancellable>()
                sheet.presentationController?.didDismissPublisher.sink { events.append("dismissed") }.store(
                    in: &cancellables)
                if let presentation = sheet.presentationController {
                    // replayed: only a real swipe down makes UIKit call this; UIKit's sequence is
                    // presentationControllerShouldDismiss, WillDismiss, then DidDismiss once the sheet is gone.
                    presentation.delegate?.presentationControllerDidDismiss?(presentation)
                }
                // UIKit drives didShow: a push in the window.
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    var resumed = false
                    navigation.didShowPublisher.sink { shown in
                        // The root's own appearance may be reported too: only the push counts here.
                        if shown.viewController === pushed && !resumed {
                            events.append("shown \(shown.animated)")
                            resumed = true
                            done.resume()
                        }
                    }.store(in: &cancellables)
                    navigation.pushViewController(pushed, animated: false)
                }
                e.expectEqual(events, ["dismissed", "shown false"], "events")
                e.window.rootViewController = previous
            },
            Scenario(
                "contentOffsetPublisher starts with the offset and follows UIKit's scrolls; the app's delegate hears each once; cancelling gives the slot back",
                covers: "issue 12: contentOffsetPublisher; issue 18 item 7: uninstall"
            ) { e in
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 100, height: 1_000)
                e.layOut(scrollView, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let app = RecordingScrollDelegate()
                scrollView.delegate = app
                var offsets: [CGFloat] = []
                let cancellable = scrollView.contentOffsetPublisher.sink { offsets.append($0.y) }
                scrollView.contentOffset = CGPoint(x: 0, y: 40)  // UIKit calls scrollViewDidScroll
                e.expectEqual(offsets, [0, 40], "the current offset, then the new one")
                e.expectEqual(app.scrolls, 1, "the app's delegate hears the scroll once")
                cancellable.cancel()
                e.expect(
                    scrollView.delegate === app,
                    "the last subscription gone, the scroll view's delegate is the app's again")
                scrollView.contentOffset = CGPoint(x: 0, y: 80)
                e.expectEqual(offsets, [0, 40], "a cancelled subscription hears nothing")
                e.expectEqual(app.scrolls, 2, "the app's delegate still hears every scroll")
            },
            Scenario(
                "a table's didSelectRowPublisher and a collection's didSelectItemPublisher publish the taps on views laid out in the window",
                covers: "issue 12: didSelectRowPublisher"
            ) { e in
                let (table, _) = measuredTable(rows: 4)
                let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                NumberedItems(5).attach(to: collection)
                var selected: [String] = []
                var cancellables = Set<AnyCancellable>()
                table.didSelectRowPublisher.sink { selected.append("row \($0.row)") }.store(in: &cancellables)
                collection.didSelectItemPublisher.sink { selected.append("item \($0.item)") }.store(in: &cancellables)
                e.layOut(table)
                e.layOut(collection, frame: CGRect(x: 0, y: 480, width: 320, height: 200))
                UserGestures.tapRow(table, at: IndexPath(row: 2, section: 0))
                UserGestures.tapItem(collection, at: IndexPath(item: 3, section: 0))
                e.expectEqual(selected, ["row 2", "item 3"], "selections")
            },
        ]
    }
#elseif canImport(UIKit) && !os(watchOS)
    // tvOS: the scenarios above use controls tvOS lacks.
    enum PublisherScenarios {
        @MainActor
        static let all: [Scenario] = []
    }
#endif
