#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Search controllers take a closure for `UISearchResultsUpdating`: `updateSearchResults`,
    /// plus `addHandler(for: .updateSearchResults)`.
    ///
    /// ```swift
    /// let search = UISearchController(searchResultsController: resultsController)
    /// search.updateSearchResults { search in
    ///     resultsController.show(matching: search.searchBar.text ?? "")
    /// }
    /// navigationItem.searchController = search
    /// ```
    ///
    /// The closure lives in a proxy that becomes the controller's `searchResultsUpdater`; an
    /// updater the app set before the first closure is called first.
    extension UISearchController {
        /// The app's own search results updater, which keeps receiving every call before the closures: set it
        /// here once closures are registered (a plain `searchResultsUpdater = x` would replace the closures'
        /// proxy until the next registration). Without closures it is simply `searchResultsUpdater`; as for
        /// tables and text fields, and as RxCocoa's `setDelegate(_:)`.
        public var forwardingSearchResultsUpdater: (any UISearchResultsUpdating)? {
            get {
                SearchResultsUpdatingProxy.forwardingDelegate(of: self, delegate: searchResultsUpdater).map {
                    messaging($0, as: (any UISearchResultsUpdating).self)
                }
            }
            set {
                if !SearchResultsUpdatingProxy.setForwardingDelegate(newValue, of: self) {
                    searchResultsUpdater = newValue
                }
            }
        }
    }

    extension UISearchController: DelegateHandling {
        /// Closures receive the controller as a `UISearchController` from the table; the methods
        /// cast it to the receiver's own class.
        public typealias DelegateSender = UISearchController

        /// The controller's closure table (created on first use; a closure registered in it
        /// installs the proxy as `searchResultsUpdater`).
        public var delegateHandlers: DelegateHandlers<UISearchController> {
            SearchResultsUpdatingProxy.proxy(on: self).handlers
        }

        /// The closure table if a closure was ever registered; reading it creates nothing.
        public var existingDelegateHandlers: DelegateHandlers<UISearchController>? {
            SearchResultsUpdatingProxy.existing(on: self)?.handlers
        }

    }

    @MainActor
    extension HandlersKit where Self: UISearchController {
        /// Sets the closure called when the search text or scope changed, or the search bar
        /// became first responder: read `searchBar.text` and update the results.
        /// - Returns: The controller, for chaining.
        @discardableResult
        public func updateSearchResults(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .updateSearchResults) { search, _ in handler(search) }
        }
    }
#endif
