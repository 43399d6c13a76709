#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UISearchResultsUpdating` behind a search controller's closures: one per controller,
    /// found by its identity, owned by it. It takes the controller's `searchResultsUpdater` slot
    /// (a weak property, not a `delegate`); the updater the app set is called first.
    @MainActor
    final class SearchResultsUpdatingProxy: DelegateProxy<UISearchController>, UISearchResultsUpdating {
        override var ownerDelegate: AnyObject? {
            get { owner?.searchResultsUpdater }
            set { owner?.searchResultsUpdater = newValue.map { messaging($0, as: (any UISearchResultsUpdating).self) } }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UISearchResultsUpdating).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(selector, in: .searchResultsUpdating) {
                forwardeeResponds(to: selector)
            }
        }

        func updateSearchResults(for searchController: UISearchController) {
            handlers.notify(.updateSearchResults, ()) {
                delegate(
                    $0, as: (any UISearchResultsUpdating).self,
                    implementing: #selector((any UISearchResultsUpdating).updateSearchResults(for:)))?
                    .updateSearchResults(for: searchController)
            }
        }
    }
#endif
