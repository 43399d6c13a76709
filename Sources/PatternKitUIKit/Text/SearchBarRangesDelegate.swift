#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// iOS 26's multi-range edit decision of `UISearchBarDelegate`, declared here because the SDK
    /// the package builds with does not declare it: the search bar proxy implements it and
    /// messages the app's delegate with it (after `responds(to:)`), whatever SDK the app has.
    @objc protocol SearchBarRangesDelegate: NSObjectProtocol {
        /// `searchBar(_:shouldChangeTextInRanges:replacementText:)`: the ranges are `NSValue`s of
        /// `NSRange`.
        @objc(searchBar:shouldChangeTextInRanges:replacementText:)
        optional func searchBar(
            _ searchBar: UISearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
        ) -> Bool
    }
#endif
