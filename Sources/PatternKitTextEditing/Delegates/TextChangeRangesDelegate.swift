#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    /// iOS 26's multi-range edit questions of `UITextFieldDelegate`, `UITextViewDelegate` and
    /// `UISearchBarDelegate`, declared once here because the SDK the package builds with does not
    /// declare them: the text proxies and `CustomTextField`'s filter implement the one of their
    /// view and message the app's delegate with it (after `responds(to:)`), whatever SDK the app
    /// has. The ranges are `NSValue`s of `NSRange`.
    @_spi(PatternKitPlumbing) @objc @MainActor public protocol TextChangeRangesDelegate: NSObjectProtocol {
        /// `textField(_:shouldChangeCharactersInRanges:replacementString:)`.
        @objc(textField:shouldChangeCharactersInRanges:replacementString:)
        optional func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: NSArray, replacementString string: String
        ) -> Bool

        /// `textView(_:shouldChangeTextInRanges:replacementText:)`.
        @objc(textView:shouldChangeTextInRanges:replacementText:)
        optional func textView(
            _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
        ) -> Bool

        /// `searchBar(_:shouldChangeTextInRanges:replacementText:)`.
        @objc(searchBar:shouldChangeTextInRanges:replacementText:)
        optional func searchBar(
            _ searchBar: UISearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
        ) -> Bool
    }
#endif
