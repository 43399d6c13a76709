#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// iOS 26's multi-range edit question of `UITextFieldDelegate`, declared here so that the
    /// filter compiles with earlier SDKs and answers it when UIKit asks.
    @objc
    @MainActor
    protocol TextFieldRangesDelegate: NSObjectProtocol {
        /// Whether the text field should replace the characters in `ranges` with `string`.
        @objc(textField:shouldChangeCharactersInRanges:replacementString:)
        optional func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: NSArray, replacementString string: String
        ) -> Bool
    }
#endif
