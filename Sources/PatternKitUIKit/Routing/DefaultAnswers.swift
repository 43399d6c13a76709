/// UIKit's answers for a delegate that does not implement a method, where they depend on the
/// family or on the call's arguments (the constant ones are the handlers core's
/// `AbsorbedCall`), from iOS 16.5's headers. UI-free, so tested on Linux; the presentation,
/// table and collection proxies give them through `DelegateDefaultAnswers` for a call already
/// on its way when the app's delegate is deallocated.
package enum DefaultAnswers {
    /// `UIModalPresentationStyle`'s raw values used here (`UIViewController.h`).
    package enum PresentationStyle {
        /// `UIModalPresentationFullScreen`.
        package static let fullScreen = 0
        /// `UIModalPresentationFormSheet`.
        package static let formSheet = 2
        /// `UIModalPresentationPopover`.
        package static let popover = 7
    }

    /// The style a presentation controller whose style is `current` adapts to without a
    /// delegate's answer (`UIPresentationController.h`, `adaptivePresentationStyle`: "returns
    /// the current presentation style. UIFormSheetPresentationController, and
    /// UIPopoverPresentationController override this implementation to return
    /// UIModalPresentationStyleFullscreen"): full screen for a form sheet, a popover or an
    /// unknown style, `current` otherwise.
    package static func adaptivePresentationStyle(current: Int?) -> Int {
        guard let current, current != PresentationStyle.formSheet, current != PresentationStyle.popover else {
            return PresentationStyle.fullScreen
        }
        return current
    }

    /// A table row's editing style without `tableView(_:editingStyleForRowAt:)`:
    /// `UITableViewCellEditingStyleDelete` (1) (`UITableView.h`: "If not implemented, all
    /// editable cells will have UITableViewCellEditingStyleDelete set for them").
    package static let editingStyle = 1
}
