#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// iOS 26's multi-range edit decision of `UITextViewDelegate`, declared here because the SDK
    /// the package builds with does not declare it: the text view proxy implements it and
    /// messages the app's delegate with it (after `responds(to:)`), whatever SDK the app has.
    @objc protocol TextViewRangesDelegate: NSObjectProtocol {
        /// `textView(_:shouldChangeTextInRanges:replacementText:)`: the ranges are `NSValue`s of
        /// `NSRange`.
        @objc(textView:shouldChangeTextInRanges:replacementText:)
        optional func textView(
            _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
        ) -> Bool
    }
#endif
