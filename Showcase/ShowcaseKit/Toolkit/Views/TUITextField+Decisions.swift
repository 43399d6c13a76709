import Foundation
import PatternKitHandlers
import PatternKitTextEditing

/// The text field's `UITextFieldDelegate` decision points, routed through PatternKitHandlers'
/// `DelegateHandlers` table — the same table the UIKit text field's delegate proxy uses:
/// the app's ``TUITextField/delegate`` is asked first, then the closures set with the
/// HandlersKit API (`shouldChangeString`, `shouldReturn`, …); everyone must agree.
extension TUITextField: TextFieldHandling {
    func shouldChangeCharacters(in range: NSRange, replacementString string: String) -> Bool {
        let edit = TextEdit(text: text, range: range, replacement: string)
        return delegateHandlers.decide(.shouldChangeText, edit) { delegate in
            (delegate as? TUITextFieldDelegate)?.textField(
                self, shouldChangeCharactersIn: range, replacementString: string)
        }
    }

    func proposedText(replacing range: NSRange, with replacement: String) -> String? {
        TextEdit(text: text, range: range, replacement: replacement).proposedText
    }

    func shouldBeginEditing() -> Bool {
        delegateHandlers.decide(.shouldBeginEditing, ()) {
            ($0 as? TUITextFieldDelegate)?.textFieldShouldBeginEditing(self)
        }
    }

    func didBeginEditing() {
        delegateHandlers.notify(.didBeginEditing, ()) { ($0 as? TUITextFieldDelegate)?.textFieldDidBeginEditing(self) }
    }

    func shouldEndEditing() -> Bool {
        delegateHandlers.decide(.shouldEndEditing, ()) {
            ($0 as? TUITextFieldDelegate)?.textFieldShouldEndEditing(self)
        }
    }

    func didEndEditing() {
        delegateHandlers.notify(.didEndEditing, ()) { ($0 as? TUITextFieldDelegate)?.textFieldDidEndEditing(self) }
    }

    func shouldReturn() -> Bool {
        delegateHandlers.decide(.shouldReturn, ()) { ($0 as? TUITextFieldDelegate)?.textFieldShouldReturn(self) }
    }

    func shouldClear() -> Bool {
        delegateHandlers.decide(.shouldClear, ()) { ($0 as? TUITextFieldDelegate)?.textFieldShouldClear(self) }
    }

    func notifySelectionChange() {
        delegateHandlers.notify(.didChangeSelection, ()) {
            ($0 as? TUITextFieldDelegate)?.textFieldDidChangeSelection(self)
        }
    }
}
