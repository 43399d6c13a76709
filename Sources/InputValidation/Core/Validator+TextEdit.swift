import Foundation

extension Validator where Input == String {
    /// Checks the text an edit would produce, cheaply when the rule is per-character.
    ///
    /// The contract:
    ///
    /// - For a validator whose ``Validator/isPerCharacter`` is `true`, only
    ///   ``TextEdit/replacement`` is checked (plus the range's bounds), so a keystroke
    ///   costs the same in a long text as in a short one. When ``TextEdit/text`` was
    ///   valid, this gives exactly the answer of validating the resulting text.
    /// - Deletions of a valid text therefore always pass, and so does replacing a range
    ///   with valid characters.
    /// - When ``TextEdit/text`` is already invalid (set by code, say), an edit is judged
    ///   on what it adds: deleting passes and typing valid characters passes, so the user
    ///   can repair the text; typing invalid ones fails. ``Validator/validate(_:)`` still
    ///   rejects the whole text until it is repaired.
    /// - Every other validator, and an edit whose range cuts a surrogate pair, is checked
    ///   against ``TextEdit/resultingText()``.
    /// - A ``ValidationError/ParameterKey/utf16Offset`` in the error is an offset in the
    ///   resulting text.
    ///
    /// ```swift
    /// let digits = CharacterClassValidator.numeric
    /// let typed = TextEdit(text: "2024", range: NSRange(location: 4, length: 0), replacement: "x")
    /// digits.isValid(edit: typed)   // false; the error's utf16Offset is 4
    /// ```
    ///
    /// - Throws: The rule's ``ValidationError``, or ``ValidationError/Code/invalidEdit``
    ///   when the edit's range does not lie inside its text.
    public func validate(edit: TextEdit) throws(ValidationError) {
        let bounds = try edit.replacedBounds()
        guard isPerCharacter, bounds.scalarAligned != nil else {
            try validate(edit.resultingText())
            return
        }
        do {
            try validate(edit.replacement)
        } catch {
            throw error.shiftingOffset(by: edit.range.location)
        }
    }

    /// Whether ``validate(edit:)`` passes.
    public func isValid(edit: TextEdit) -> Bool {
        guard let bounds = try? edit.replacedBounds() else { return false }
        if isPerCharacter, bounds.scalarAligned != nil {
            return isValid(edit.replacement)
        }
        guard let result = try? edit.resultingText() else { return false }
        return isValid(result)
    }
}

extension ValidationError {
    /// A copy whose ``ParameterKey/utf16Offset`` is moved by `distance` units.
    func shiftingOffset(by distance: Int) -> ValidationError {
        guard let offset = parameters[.utf16Offset]?.intValue else { return self }
        var copy = self
        copy.parameters[.utf16Offset] = .int(offset + distance)
        return copy
    }
}
