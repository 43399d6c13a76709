#if canImport(UIKit) && !os(watchOS)
import PatternKitHandlers
import UIKit

/// The `UIScrollViewDelegate` part shared by every proxy whose owner is a scroll view: a
/// plain scroll view's, a table's, a collection view's, a text view's. Each such owner has
/// one delegate, so its scroll closures and its own closures live in one proxy and one table.
///
/// The scroll methods are claimed only while a closure or the app's delegate handles them
/// (``DelegateRoutes/scrollView``); the app's delegate is called first, then the closures.
@MainActor
class ScrollingDelegateProxy<Owner: UIScrollView>: DelegateProxy<Owner>, UIScrollViewDelegate, ScrollDelegateRegistry {
    override nonisolated class var routes: DelegateRoutes? { .scrollView }

    override nonisolated class var delegateProtocols: [Protocol] {
        [UIScrollViewDelegate.self]
    }

    // MARK: ScrollDelegateRegistry

    func setScrollHandler<Input, Output>(_ method: DelegateMethod<Input, Output>, _ handler: @escaping (UIScrollView, Input) -> Output) {
        handlers.set(method) { owner, input in handler(owner, input) }
    }

    func addScrollHandler<Input, Output>(_ method: DelegateMethod<Input, Output>, _ handler: @escaping (UIScrollView, Input) -> Output) -> HandlerToken {
        handlers.add(method) { owner, input in handler(owner, input) }
    }

    func removeScrollHandlers<Input, Output>(for method: DelegateMethod<Input, Output>) {
        handlers.removeHandlers(for: method)
    }

    func scrollHandlerCount<Input, Output>(for method: DelegateMethod<Input, Output>) -> Int {
        handlers.handlerCount(for: method)
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        handlers.notify(.didScroll, ()) { ($0 as? any UIScrollViewDelegate)?.scrollViewDidScroll?(scrollView) }
        handlers.notify(.didReachBottom, ())
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        handlers.notify(.willBeginDragging, ()) { ($0 as? any UIScrollViewDelegate)?.scrollViewWillBeginDragging?(scrollView) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        handlers.notify(.didEndDragging, decelerate) {
            ($0 as? any UIScrollViewDelegate)?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        handlers.notify(.didEndDecelerating, ()) { ($0 as? any UIScrollViewDelegate)?.scrollViewDidEndDecelerating?(scrollView) }
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        handlers.notify(.didZoom, ()) { ($0 as? any UIScrollViewDelegate)?.scrollViewDidZoom?(scrollView) }
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        handlers.decide(.shouldScrollToTop, ()) { ($0 as? any UIScrollViewDelegate)?.scrollViewShouldScrollToTop?(scrollView) }
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        handlers.notify(.didScrollToTop, ()) { ($0 as? any UIScrollViewDelegate)?.scrollViewDidScrollToTop?(scrollView) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        handlers.notify(.didEndScrollingAnimation, ()) { ($0 as? any UIScrollViewDelegate)?.scrollViewDidEndScrollingAnimation?(scrollView) }
    }
}
#endif
