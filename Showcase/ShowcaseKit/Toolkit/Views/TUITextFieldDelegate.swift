import Foundation

/// The decisions and notifications of a ``TUITextField``, matching `UITextFieldDelegate`
/// method for method. Every method has a default (allow / do nothing), so implement only
/// the ones you need.
///
/// Closures set with the HandlersKit API (`shouldChangeString`, `shouldChangeCharacters`,
/// `shouldReturn`, …) take precedence for their decision; the delegate answers the rest.
@MainActor
package protocol TUITextFieldDelegate: AnyObject {
    /// Whether the field may take focus and begin editing.
    func textFieldShouldBeginEditing(_ textField: TUITextField) -> Bool
    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: TUITextField)
    /// Whether the field may stop editing and let focus go.
    func textFieldShouldEndEditing(_ textField: TUITextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: TUITextField)
    /// Whether to replace the UTF-16 `range` of the text with `string` (a keystroke,
    /// a deletion — `string` empty —, or a paste).
    func textField(_ textField: TUITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether Ctrl-U (clear) may empty the field.
    func textFieldShouldClear(_ textField: TUITextField) -> Bool
    /// Whether Return is handled (sends `.editingDidEndOnExit`).
    func textFieldShouldReturn(_ textField: TUITextField) -> Bool
    /// The cursor moved.
    func textFieldDidChangeSelection(_ textField: TUITextField)
}

extension TUITextFieldDelegate {
    /// Allows editing to begin.
    package func textFieldShouldBeginEditing(_ textField: TUITextField) -> Bool { true }
    /// Does nothing.
    package func textFieldDidBeginEditing(_ textField: TUITextField) {}
    /// Allows editing to end.
    package func textFieldShouldEndEditing(_ textField: TUITextField) -> Bool { true }
    /// Does nothing.
    package func textFieldDidEndEditing(_ textField: TUITextField) {}
    /// Allows every change.
    package func textField(
        _ textField: TUITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Allows clearing.
    package func textFieldShouldClear(_ textField: TUITextField) -> Bool { true }
    /// Handles Return.
    package func textFieldShouldReturn(_ textField: TUITextField) -> Bool { true }
    /// Does nothing.
    package func textFieldDidChangeSelection(_ textField: TUITextField) {}
}
