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

        /// Sets *the* closure for a delegate method of this scroll view, typed with its class.
        @_spi(PatternKitPlumbing) public func settingScrollHandler<Input, Output>(
            _ method: DelegateMethod<Self, Input, Output>, otherwise: Output,
            _ handler: @escaping (Self, Input) -> Output
        ) -> Self {
            scrollDelegateRegistry.setScrollHandler(method.owned()) { view, input in
                guard let view = view as? Self else { return otherwise }
                return handler(view, input)
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
            addingScrollHandler(method, handler)
        }

        /// Adds a closure for `method`, typed with this view's class (what every `addHandler(for:_:)`
        /// overload of scroll, table and collection views calls).
        @_spi(PatternKitPlumbing) public func addingScrollHandler<Input, Output>(
            _ method: DelegateMethod<Self, Input, Output>, _ handler: @escaping (Self, Input) -> Output
        ) -> HandlerToken {
            scrollDelegateRegistry.addScrollHandler(method.owned()) { view, input in
                // The proxy only ever hands over its own scroll view, which is a `Self`.
                handler(unsafeDowncast(view, to: Self.self), input)
            }
        }

        /// Removes every closure of `method`, set or added. Creates nothing when there is none.
        public func removeHandlers<Input, Output>(for method: DelegateMethod<Self, Input, Output>) {
            existingScrollDelegateRegistry?.removeScrollHandlers(for: method.owned())
        }

        /// The number of closures registered for `method`.
        package func handlerCount<Input, Output>(for method: DelegateMethod<Self, Input, Output>) -> Int {
            existingScrollDelegateRegistry?.scrollHandlerCount(for: method.owned()) ?? 0
        }

        // MARK: Scrolling

        /// Sets the closure called whenever the content moves (`scrollViewDidScroll(_:)`).
        @discardableResult
        public func didScroll(handler: @escaping (Self) -> Void) -> Self {
            settingScrollHandler(.didScroll, otherwise: ()) { view, _ in handler(view) }
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
            return settingScrollHandler(.didReachBottom, otherwise: ()) { view, _ in
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
            settingScrollHandler(.willBeginDragging, otherwise: ()) { view, _ in handler(view) }
        }

        /// Sets the closure called when the user lifts the finger, with `willDecelerate`
        /// (`false`: the content stops here, no `didEndDecelerating` follows).
        @discardableResult
        public func didEndDragging(handler: @escaping (Self, Bool) -> Void) -> Self {
            settingScrollHandler(.didEndDragging, otherwise: ()) { view, decelerate in handler(view, decelerate) }
        }

        /// Sets the closure called when the content stopped after a drag's deceleration.
        @discardableResult
        public func didEndDecelerating(handler: @escaping (Self) -> Void) -> Self {
            settingScrollHandler(.didEndDecelerating, otherwise: ()) { view, _ in handler(view) }
        }

        /// Sets the closure called when the zoom scale changed.
        @discardableResult
        public func didZoom(handler: @escaping (Self) -> Void) -> Self {
            settingScrollHandler(.didZoom, otherwise: ()) { view, _ in handler(view) }
        }

        /// Sets the closure that decides whether a status bar tap scrolls to the top.
        @discardableResult
        public func shouldScrollToTop(handler: @escaping (Self) -> Bool) -> Self {
            settingScrollHandler(.shouldScrollToTop, otherwise: true) { view, _ in handler(view) }
        }

        /// Sets the closure called when a scroll to the top finished.
        @discardableResult
        public func didScrollToTop(handler: @escaping (Self) -> Void) -> Self {
            settingScrollHandler(.didScrollToTop, otherwise: ()) { view, _ in handler(view) }
        }

        /// Sets the closure called when an animated scroll started in code
        /// (`setContentOffset(_:animated: true)`, `scrollRectToVisible`) finished.
        @discardableResult
        public func didEndScrollingAnimation(handler: @escaping (Self) -> Void) -> Self {
            settingScrollHandler(.didEndScrollingAnimation, otherwise: ()) { view, _ in handler(view) }
        }
    }
#endif
