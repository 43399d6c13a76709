import PatternKitValidation

extension TUITextField {
    /// Carries out the core's answer for a proposed edit, from a `shouldChange…` handler:
    /// returns `true` to let the edit through, or `false` after refusing it or after showing
    /// the formatted text with its caret (reported as `.editingChanged`, as typing is, when
    /// the text did change).
    ///
    /// ```swift
    /// field.shouldChangeString { field, from, to in
    ///     field.carryOut(EditDecision(formatting: TextEdit(changing: from, to: to), with: .uppercased))
    /// }
    /// ```
    package func carryOut(_ decision: EditDecision) -> Bool {
        switch decision {
        case .accept:
            return true
        case .refuse:
            return false
        case .replace(let formatted):
            let changed = formatted.text != text
            text = formatted.text
            selectedRange = formatted.selection
            if changed { sendActions(for: .editingChanged) }
            return false
        }
    }
}
