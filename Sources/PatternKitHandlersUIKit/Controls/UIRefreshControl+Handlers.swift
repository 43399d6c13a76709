#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    public import UIKit

    @MainActor
    extension HandlersKit where Self: UIRefreshControl {
        /// Sets *the* handler called when the user pulls to refresh (`.valueChanged`).
        ///
        /// ```swift
        /// refreshControl.onRefresh { control in
        ///     reload { control.endRefreshing() }
        /// }
        /// ```
        /// - Returns: The refresh control, for chaining.
        @discardableResult
        public func onRefresh(handler: @escaping (Self) -> Void) -> Self {
            on(.valueChanged, handler: handler)
        }

        /// Sets *the* handler called when the user pulls to refresh.
        @discardableResult
        public func onRefresh(handler: @escaping () -> Void) -> Self {
            on(.valueChanged, handler: handler)
        }
    }
#endif
