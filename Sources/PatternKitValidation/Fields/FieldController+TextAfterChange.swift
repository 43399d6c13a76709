import PatternKitTextEditing
import PatternKitValidationCore

/// A field on a platform that reports only the text after a change (SwiftUI's `Binding`), beside
/// the forms that need the same translation: an app whose fields are UIKit's links none of it.
extension FieldController {
    /// The text became `new` on a platform that reports only the text after a change
    /// (SwiftUI): the user's change goes through ``decide(_:)`` as the smallest edit between
    /// the texts and then ``textDidChange(_:)``; a change made by code (`byUser` `false`: a
    /// value loaded, reset or set by the app) is ``textWasSet(_:)`` — never refused, never
    /// formatted, never starting the display.
    ///
    /// - Returns: The text the field must show instead of `new`: the previous text when the
    ///   edit was refused, the formatted text when it was formatted; `nil` to keep `new`.
    package func change(to new: String, byUser: Bool) -> String? {
        guard byUser else {
            textWasSet(new)
            return nil
        }
        let old = text
        guard new != old else { return nil }
        let decision = decide(TextEdit(changing: old, to: new))
        guard let kept = decision.keptText(typed: new) else { return old }
        textDidChange(kept)
        return kept == new ? nil : kept
    }
}
