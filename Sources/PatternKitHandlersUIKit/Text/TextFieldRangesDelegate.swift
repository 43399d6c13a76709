#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// iOS 26's multi-range edit decision of `UITextFieldDelegate`, declared here because the SDK
    /// the package builds with does not declare it: the text field proxy implements it and
    /// messages the app's delegate with it (after `responds(to:)`), whatever SDK the app has.
    @objc protocol TextFieldRangesDelegate: NSObjectProtocol {
        /// `textField(_:shouldChangeCharactersInRanges:replacementString:)`: the ranges are
        /// `NSValue`s of `NSRange` (an `NSArray`, not bridged to a Swift array: the proxy reads
        /// only the first).
        @objc(textField:shouldChangeCharactersInRanges:replacementString:)
        optional func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: NSArray, replacementString string: String
        ) -> Bool
    }
#endif
