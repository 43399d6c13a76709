// expect: contextual member reference to static property 'shouldReturn'
// A text field's key on a text view: text views have no return-key decision.
import PatternKitUIKit
import UIKit

@MainActor func wrong(textView: UITextView) {
    textView.addHandler(for: .shouldReturn) { _, _ in true }
}
