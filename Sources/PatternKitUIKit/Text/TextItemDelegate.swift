#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// iOS 17's text item questions of `UITextViewDelegate`, declared here because the SDK the
    /// package builds with does not declare them (nor `UITextItem` and
    /// `UITextItemMenuConfiguration`, hence `AnyObject`): the text view's proxy implements both and
    /// messages the app's delegate with them (after `responds(to:)`), whatever SDK the app has. See
    /// `TextItemInteractions`.
    @objc @MainActor protocol TextItemDelegate: NSObjectProtocol {
        /// `textView(_:primaryActionFor:defaultAction:)`; the answer is a `UIAction`.
        @objc(textView:primaryActionForTextItem:defaultAction:)
        optional func textView(
            _ textView: UITextView, primaryActionForTextItem textItem: AnyObject, defaultAction: UIAction
        ) -> AnyObject?

        /// `textView(_:menuConfigurationFor:defaultMenu:)`; the answer is a `UITextItemMenuConfiguration`.
        @objc(textView:menuConfigurationForTextItem:defaultMenu:)
        optional func textView(
            _ textView: UITextView, menuConfigurationForTextItem textItem: AnyObject, defaultMenu: UIMenu
        ) -> AnyObject?
    }
#endif
