#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Scroll views take closures for their delegate's notifications and decision: `didScroll`,
    /// `willBeginDragging`, `didEndDragging` (with `willDecelerate`), `didEndDecelerating`,
    /// `didZoom`, `shouldScrollToTop`, `didScrollToTop`, `didEndScrollingAnimation` — and
    /// `didReachBottom` for the next page — plus `addHandler(for:_:)` for several closures per
    /// method, each removable with its token, and `removeHandlers(for:)`.
    ///
    /// ```swift
    /// feed.didScroll { feed in
    ///     header.alpha = 1 - min(1, feed.contentOffset.y / 100)
    /// }.didReachBottom(threshold: 200) { _ in
    ///     loader.loadNextPage()
    /// }
    /// ```
    ///
    /// Table, collection and text views are scroll views with one `delegate`: their scroll
    /// closures live in the same proxy as their own (`didSelectRow`, `shouldChangeString`…),
    /// never in a second one. The app's delegate keeps receiving every call, first: set it
    /// before the first closure, or through `forwardingDelegate` after it.
    extension UIScrollView {
    }

    @MainActor
    extension HandlersKit where Self: UIScrollView {
        /// The app's own scroll view delegate, which keeps receiving every call before the
        /// closures: set it here once closures are registered (a plain `delegate = x` would
        /// replace the closures' proxy until the next registration). Tables, collection and text
        /// views have their own, typed with their delegate protocol; this one serves every other
        /// scroll view (and a table seen as a `UIScrollView`, through the table's proxy).
        public var forwardingDelegate: (any UIScrollViewDelegate)? {
            get {
                (existingScrollDelegateRegistry?.forwardingScrollDelegate(slot: delegate) ?? delegate).map {
                    messaging($0, as: (any UIScrollViewDelegate).self)
                }
            }
            set {
                if existingScrollDelegateRegistry?.setForwardingScrollDelegate(newValue) != true { delegate = newValue }
            }
        }

        /// Makes `handler` *the* closure for a delegate method of this scroll, table or
        /// collection view, replacing the one set before: what the named methods call (the
        /// spelling of ``DelegateHandling``'s, for the table of whichever proxy is the view's).
        /// - Returns: The view, for chaining.
        @discardableResult
        package func setHandler<Input, Output>(
            for method: DelegateMethod<Self, Input, Output>, _ handler: @escaping (Self, Input) -> Output
        ) -> Self {
            scrollDelegateRegistry.set(method.owned()) { view, input in
                // The proxy only ever hands over its own scroll view, which is a `Self`.
                handler(unsafeDowncast(view, to: Self.self), input)
            }
            return self
        }

        /// Adds a closure for one of this view's delegate methods — a scroll view's
        /// (`.didScroll`, `.didEndDragging`…), a table's or a collection view's (`.didSelectRow`,
        /// `.willDisplayCell`…) — beside the one set with the named method; the token removes it.
        ///
        /// ```swift
        /// let token = tableView.addHandler(for: .didSelectRow) { table, indexPath in
        ///     analytics.log("row \(indexPath.row)")
        /// }
        /// token.cancel()
        /// ```
        @discardableResult
        public func addHandler<Input, Output>(
            for method: DelegateMethod<Self, Input, Output>, _ handler: @escaping (Self, Input) -> Output
        ) -> HandlerToken {
            scrollDelegateRegistry.add(method.owned()) { view, input in
                // The proxy only ever hands over its own scroll view, which is a `Self`.
                handler(unsafeDowncast(view, to: Self.self), input)
            }
        }

        /// Removes every closure of `method`, set or added. Creates nothing when there is none.
        public func removeHandlers<Input, Output>(for method: DelegateMethod<Self, Input, Output>) {
            existingScrollDelegateRegistry?.removeHandlers(for: method.owned())
        }

        /// The number of closures registered for `method`.
        package func handlerCount<Input, Output>(for method: DelegateMethod<Self, Input, Output>) -> Int {
            existingScrollDelegateRegistry?.handlerCount(for: method.owned()) ?? 0
        }

        // MARK: Scrolling

        /// Sets the closure called whenever the content moves (`scrollViewDidScroll(_:)`).
        @discardableResult
        public func didScroll(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didScroll) { view, _ in handler(view) }
        }

        /// Sets the closure called whenever the content moves.
        @discardableResult
        public func didScroll(handler: @escaping () -> Void) -> Self {
            didScroll { _ in handler() }
        }

        /// Sets the closure called once each time the bottom of the content comes within
        /// `threshold` points (again only after scrolling away from it): load the next page there.
        /// Content shorter than the view counts as reached at its first scroll event.
        ///
        /// ```swift
        /// tableView.didReachBottom(threshold: 300) { _ in feed.loadMore() }
        /// ```
        @discardableResult
        public func didReachBottom(threshold: CGFloat = 0, handler: @escaping (Self) -> Void) -> Self {
            var tracker = BottomEdgeTracker(threshold: Double(threshold))
            return setHandler(for: .didReachBottom) { view, _ in
                let reached = tracker.update(
                    contentOffsetY: Double(view.contentOffset.y), contentHeight: Double(view.contentSize.height),
                    visibleHeight: Double(view.bounds.height), bottomInset: Double(view.adjustedContentInset.bottom)
                )
                if reached { handler(view) }
            }
        }

        /// Sets the closure called when the user begins dragging the content.
        @discardableResult
        public func willBeginDragging(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .willBeginDragging) { view, _ in handler(view) }
        }

        /// Sets the closure called when the user lifts the finger, with `willDecelerate`
        /// (`false`: the content stops here, no `didEndDecelerating` follows).
        @discardableResult
        public func didEndDragging(handler: @escaping (Self, Bool) -> Void) -> Self {
            setHandler(for: .didEndDragging) { view, decelerate in handler(view, decelerate) }
        }

        /// Sets the closure called when the content stopped after a drag's deceleration.
        @discardableResult
        public func didEndDecelerating(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didEndDecelerating) { view, _ in handler(view) }
        }

        /// Sets the closure called when the zoom scale changed.
        @discardableResult
        public func didZoom(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didZoom) { view, _ in handler(view) }
        }

        /// Sets the closure that decides whether a status bar tap scrolls to the top.
        @discardableResult
        public func shouldScrollToTop(handler: @escaping (Self) -> Bool) -> Self {
            setHandler(for: .shouldScrollToTop) { view, _ in handler(view) }
        }

        /// Sets the closure called when a scroll to the top finished.
        @discardableResult
        public func didScrollToTop(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didScrollToTop) { view, _ in handler(view) }
        }

        /// Sets the closure called when an animated scroll started in code
        /// (`setContentOffset(_:animated: true)`, `scrollRectToVisible`) finished.
        @discardableResult
        public func didEndScrollingAnimation(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didEndScrollingAnimation) { view, _ in handler(view) }
        }
    }
#endif
