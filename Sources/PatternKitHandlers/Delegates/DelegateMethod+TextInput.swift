import Foundation

// The decision points and notifications that every text input shares (UIKit's text field,
// text view and search bar, and the terminal text field), named after `UITextFieldDelegate`,
// and the ones only text fields have. Each is a key of the types that have it: a key of
// another type does not compile.

extension DelegateMethod where Owner: EditableTextHandling, Input == Void, Output == Bool {
    /// "May editing begin?" (`textFieldShouldBeginEditing(_:)`).
    public static var shouldBeginEditing: Self { Self("shouldBeginEditing") }
    /// "May editing end?" (`textFieldShouldEndEditing(_:)`).
    public static var shouldEndEditing: Self { Self("shouldEndEditing") }
}

extension DelegateMethod where Owner: TextFieldHandling, Input == Void, Output == Bool {
    /// "May the clear button empty the field?" (`textFieldShouldClear(_:)`).
    public static var shouldClear: Self { Self("shouldClear") }
    /// "Should the return key do its default action?" (`textFieldShouldReturn(_:)`).
    public static var shouldReturn: Self { Self("shouldReturn") }
}

extension DelegateMethod where Owner: EditableTextHandling, Input == Void, Output == Void {
    /// Editing began (`textFieldDidBeginEditing(_:)`).
    public static var didBeginEditing: Self { Self("didBeginEditing") }
    /// Editing ended (`textFieldDidEndEditing(_:)`).
    public static var didEndEditing: Self { Self("didEndEditing") }
}

extension DelegateMethod where Owner: TextFieldHandling, Input == Void, Output == Void {
    /// The selection or caret moved (`textFieldDidChangeSelection(_:)`).
    public static var didChangeSelection: Self { Self("didChangeSelection") }
}

extension DelegateMethod where Owner: EditableTextHandling, Input == TextEdit, Output == Bool {
    /// "May this edit happen?" (`textField(_:shouldChangeCharactersIn:replacementString:)`),
    /// with the range, the replacement and the current text as one `TextEdit`.
    public static var shouldChangeText: Self { Self("shouldChangeText") }

    /// The key of `shouldChangeString { }`, spelled as that method: the same delegate method
    /// as ``shouldChangeText`` (one closure slot, whichever spelling set it).
    public static var shouldChangeString: Self { shouldChangeText }
}

extension DelegateMethod where Owner: TextFieldHandling, Input == TextEdit, Output == Bool {
    /// The key of `shouldChangeCharacters { }`, spelled as that method: the same delegate
    /// method as ``shouldChangeText`` (only text fields have `shouldChangeCharacters`).
    public static var shouldChangeCharacters: Self { shouldChangeText }
}
