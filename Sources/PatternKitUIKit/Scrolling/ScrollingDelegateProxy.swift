#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// The `UIScrollViewDelegate` part shared by every proxy whose owner is a scroll view: a
    /// plain scroll view's, a table's, a collection view's, a text view's. Each such owner has
    /// one delegate, so its scroll closures and its own closures live in one proxy and one table.
    ///
    /// The scroll methods are claimed only while a closure or the app's delegate handles them
    /// (``DelegateRoutes/scrollView``); the app's delegate is called first, then the closures.
    @MainActor
    @_spi(PatternKitPlumbing)
    open class ScrollingDelegateProxy<Owner: UIScrollView>: DelegateProxy<Owner>, UIScrollViewDelegate,
        ScrollDelegateRegistry
    {
        @_spi(PatternKitPlumbing) override open nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(selector, in: .scrollView) { forwardeeResponds(to: selector) }
        }

        @_spi(PatternKitPlumbing) override open nonisolated class var delegateProtocols: [Protocol] {
            [(any UIScrollViewDelegate).self]
        }

        // MARK: ScrollDelegateRegistry

        @_spi(PatternKitPlumbing) public func set<Input, Output>(
            _ method: DelegateMethod<UIScrollView, Input, Output>, _ handler: @escaping (UIScrollView, Input) -> Output
        ) {
            handlers.set(method.owned()) { owner, input in handler(owner, input) }
        }

        @_spi(PatternKitPlumbing) public func add<Input, Output>(
            _ method: DelegateMethod<UIScrollView, Input, Output>, _ handler: @escaping (UIScrollView, Input) -> Output
        ) -> HandlerToken {
            handlers.add(method.owned()) { owner, input in handler(owner, input) }
        }

        @_spi(PatternKitPlumbing) public func removeHandlers<Input, Output>(
            for method: DelegateMethod<UIScrollView, Input, Output>
        ) {
            handlers.removeHandlers(for: method.owned())
        }

        @_spi(PatternKitPlumbing) public func handlerCount<Input, Output>(
            for method: DelegateMethod<UIScrollView, Input, Output>
        ) -> Int {
            handlers.handlerCount(for: method.owned())
        }

        @_spi(PatternKitPlumbing) public func forwardingScrollDelegate(slot: AnyObject?) -> AnyObject? {
            guard let owner else { return slot }
            return Self.forwardingDelegate(of: owner, delegate: slot)
        }

        @_spi(PatternKitPlumbing) public func setForwardingScrollDelegate(_ delegate: AnyObject?) -> Bool {
            guard let owner else { return false }
            return Self.setForwardingDelegate(delegate, of: owner)
        }

        // MARK: UIScrollViewDelegate

        @_spi(PatternKitPlumbing) public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            handlers.notify(.didScroll, ()) {
                delegate($0, as: (any UIScrollViewDelegate).self).scrollViewDidScroll?(scrollView)
            }
            handlers.notify(.didReachBottom, ())
        }

        @_spi(PatternKitPlumbing) public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            handlers.notify(.willBeginDragging, ()) {
                delegate($0, as: (any UIScrollViewDelegate).self).scrollViewWillBeginDragging?(scrollView)
            }
        }

        @_spi(PatternKitPlumbing) public func scrollViewDidEndDragging(
            _ scrollView: UIScrollView, willDecelerate decelerate: Bool
        ) {
            handlers.notify(.didEndDragging, decelerate) {
                delegate($0, as: (any UIScrollViewDelegate).self).scrollViewDidEndDragging?(
                    scrollView, willDecelerate: decelerate)
            }
        }

        @_spi(PatternKitPlumbing) public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            handlers.notify(.didEndDecelerating, ()) {
                delegate($0, as: (any UIScrollViewDelegate).self).scrollViewDidEndDecelerating?(scrollView)
            }
        }

        @_spi(PatternKitPlumbing) public func scrollViewDidZoom(_ scrollView: UIScrollView) {
            handlers.notify(.didZoom, ()) {
                delegate($0, as: (any UIScrollViewDelegate).self).scrollViewDidZoom?(scrollView)
            }
        }

        @_spi(PatternKitPlumbing) public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            handlers.decide(.shouldScrollToTop, ()) {
                delegate($0, as: (any UIScrollViewDelegate).self).scrollViewShouldScrollToTop?(scrollView)
            }
        }

        @_spi(PatternKitPlumbing) public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            handlers.notify(.didScrollToTop, ()) {
                delegate($0, as: (any UIScrollViewDelegate).self).scrollViewDidScrollToTop?(scrollView)
            }
        }

        @_spi(PatternKitPlumbing) public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            handlers.notify(.didEndScrollingAnimation, ()) {
                delegate($0, as: (any UIScrollViewDelegate).self).scrollViewDidEndScrollingAnimation?(scrollView)
            }
        }
    }
#endif
