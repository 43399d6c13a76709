#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore
    public import UIKit

    extension UITextField {
        /// Carries out the core's answer for a proposed edit, from a `shouldChangeText` handler:
        /// returns `true` to let UIKit apply the edit, or `false` after refusing it or after
        /// putting the formatted text and caret in place — reported as `.editingChanged`, as
        /// typing is, when the text did change. The showcase's terminal text field has the same method.
        ///
        /// ```swift
        /// field.addHandler(for: .shouldChangeText) { field, edit in
        ///     field.carryOut(EditDecision(formatting: edit, with: cardFormatter))
        /// }
        /// ```
        public func carryOut(_ decision: EditDecision) -> Bool {
            switch decision {
            case .accept:
                return true
            case .refuse:
                return false
            case .replace(let formatted):
                let changed = formatted.text != (text ?? "")
                replaceText(with: formatted.text, caretOffset: formatted.cursor)
                if changed { sendActions(for: .editingChanged) }
                return false
            }
        }
    }
#endif
