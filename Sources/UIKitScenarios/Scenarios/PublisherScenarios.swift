#if canImport(Combine) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
import Combine
import PatternKitPublishersUIKit
import UIKit

/// Issue 12: every event a closure can observe as a Combine publisher; cancelling removes
/// the handler; no cycle; demand respected.
enum PublisherScenarios {
    @MainActor
    static let all: [Scenario] = [
        Scenario("a button's taps reach a sink; cancelling removes exactly its handler", covers: "issue 12: tapPublisher") { e in
            let button = UIButton()
            button.onTap { _ in }
            let before = button.controlEventHandlers.count
            var taps = 0
            let cancellable = button.tapPublisher.sink { taps += 1 }
            button.sendActions(for: .touchUpInside)
            e.expectEqual(taps, 1, "taps")
            cancellable.cancel()
            e.expectEqual(button.controlEventHandlers.count, before, "handlers after cancel")
            button.sendActions(for: .touchUpInside)
            e.expectEqual(taps, 1, "no tap after cancel")
        },
        Scenario("a text field's textPublisher starts with the current text, then follows edits", covers: "issue 12: textPublisher") { e in
            let field = UITextField()
            field.text = "now"
            var texts: [String?] = []
            let cancellable = field.textPublisher.sink { texts.append($0) }
            field.text = "later"
            field.sendActions(for: .editingChanged)
            e.expectEqual(texts, ["now", "later"], "texts")
            cancellable.cancel()
        },
        Scenario("a search bar's textPublisher follows its delegate, and the app's delegate still gets every call", covers: "issue 12: searchBar.textPublisher") { e in
            let bar = UISearchBar()
            var texts: [String] = []
            let cancellable = bar.textPublisher.sink { texts.append($0) }
            bar.delegate?.searchBar?(bar, textDidChange: "a")
            e.expectEqual(texts, ["", "a"], "texts")
            cancellable.cancel()
        },
        Scenario("demand is respected: prefix(2) receives two values and removes its handler", covers: "issue 12: demand") { e in
            let stepper = UIStepper()
            var values: [Double] = []
            let cancellable = stepper.valuePublisher.prefix(2).sink { values.append($0) }
            stepper.value = 1
            stepper.sendActions(for: .valueChanged)
            stepper.value = 2
            stepper.sendActions(for: .valueChanged)
            e.expectEqual(values, [0, 1], "the current value, then one change")
            e.expectEqual(stepper.controlEventHandlers.count, 0, "prefix cancelled upstream: no handler left")
            _ = cancellable
        },
        Scenario("a publisher and its subscription keep neither the control nor themselves alive", covers: "issue 12: no retain cycle") { e in
            weak var gone: UIButton?
            var cancellables = Set<AnyCancellable>()
            var completions = 0
            autoreleasepool {
                let button = UIButton()
                gone = button
                button.tapPublisher.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: {}).store(in: &cancellables)
            }
            e.expect(gone == nil, "the button is freed while its subscription is stored")
            e.expectEqual(completions, 1, "its subscribers receive .finished")
            cancellables.removeAll()
        },
        Scenario("10,000 subscriptions cancelled leave no handler", covers: "issue 12: cancellation") { e in
            let item = UIBarButtonItem()
            var cancellables: [AnyCancellable] = []
            for _ in 0..<10_000 { cancellables.append(item.tapPublisher.sink {}) }
            e.expectEqual(item.actionHandlers.count, 10_000, "handlers while subscribed")
            cancellables.removeAll()
            e.expectEqual(item.actionHandlers.count, 0, "handlers after the cancellables were dropped")
        },
        Scenario("a sheet's didDismissPublisher and a navigation controller's didShowPublisher come from the delegate closures", covers: "issue 12: delegate publishers") { e in
            let sheet = UIViewController()
            let navigation = UINavigationController()
            var events: [String] = []
            var cancellables = Set<AnyCancellable>()
            sheet.presentationController?.didDismissPublisher.sink { events.append("dismissed") }.store(in: &cancellables)
            navigation.didShowPublisher.sink { shown in events.append("shown \(shown.animated)") }.store(in: &cancellables)
            if let presentation = sheet.presentationController {
                presentation.delegate?.presentationControllerDidDismiss?(presentation)
            }
            navigation.delegate?.navigationController?(navigation, didShow: UIViewController(), animated: true)
            e.expectEqual(events, ["dismissed", "shown true"], "events")
        },
        Scenario("a scroll view's contentOffsetPublisher starts with the offset, follows scrolls, and its app delegate still hears them", covers: "issue 12: contentOffsetPublisher") { e in
            final class AppDelegate: NSObject, UIScrollViewDelegate {
                var scrolls = 0
                func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
            }
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1_000)
            let app = AppDelegate()
            scrollView.delegate = app
            var offsets: [CGFloat] = []
            let cancellable = scrollView.contentOffsetPublisher.sink { offsets.append($0.y) }
            scrollView.contentOffset = CGPoint(x: 0, y: 40)   // UIKit calls scrollViewDidScroll
            scrollView.delegate?.scrollViewDidScroll?(scrollView)
            e.expect(offsets.first == 0 && offsets.last == 40, "the current offset, then the new one: \(offsets)")
            e.expect(app.scrolls >= 1, "the app's delegate still hears every scroll")
            cancellable.cancel()
            e.expectEqual(scrollView.delegateHandlerCount(for: .didScroll), 0, "cancelling removed the handler")
            e.expect(scrollView.delegate === app, "the app's delegate is what the scroll view reports")
        },
        Scenario("a table's didSelectRowPublisher and a collection's didSelectItemPublisher come from the delegate proxy", covers: "issue 12: didSelectRowPublisher") { e in
            let table = UITableView()
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var selected: [String] = []
            var cancellables = Set<AnyCancellable>()
            table.didSelectRowPublisher.sink { selected.append("row \($0.row)") }.store(in: &cancellables)
            collection.didSelectItemPublisher.sink { selected.append("item \($0.item)") }.store(in: &cancellables)
            table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 2, section: 0))
            collection.delegate?.collectionView?(collection, didSelectItemAt: IndexPath(item: 3, section: 0))
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
