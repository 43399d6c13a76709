#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    // The text field's UIKit-only notification, for `addHandler(for:_:)` and
    // `removeHandlers(for:)`. The ones every text input shares (`.shouldChangeString`,
    // `.shouldReturn`, `.didEndEditing`…) come from PatternKitHandlers; the text view's and the
    // search bar's from PatternKitUIKit.

    extension DelegateMethod where Owner: UITextField, Input == UITextField.DidEndEditingReason, Output == Void {
        /// Editing of a text field ended, with UIKit's reason
        /// (`textFieldDidEndEditing(_:reason:)`).
        public static var didEndEditingWithReason: Self { Self("didEndEditingWithReason") }
    }
#endif
