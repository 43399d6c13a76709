import Foundation

extension Validator where Input == String {
    /// Checks the text an edit would produce, cheaply when the rule is per-character.
    ///
    /// The contract:
    ///
    /// - For a validator whose ``Validator/isPerCharacter`` is `true`, only
    ///   `TextEdit.replacement` is checked (plus the range's bounds), so a keystroke
    ///   costs the same in a long text as in a short one. When `TextEdit.text` was
    ///   valid, this gives exactly the answer of validating the resulting text.
    /// - Deletions of a valid text therefore always pass, and so does replacing a range
    ///   with valid characters.
    /// - When `TextEdit.text` is already invalid (set by code, say), an edit is judged
    ///   on what it adds: deleting passes and typing valid characters passes, so the user
    ///   can repair the text; typing invalid ones fails. ``Validator/validate(_:)`` still
    ///   rejects the whole text until it is repaired.
    /// - Every other validator is checked against `TextEdit.proposedText`, the whole
    ///   text after the edit.
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
    ///   when the edit's range does not fit its text (outside it, or splitting the two
    ///   UTF-16 halves of a surrogate pair — no keyboard sends such an edit).
    public func validate(edit: TextEdit) throws(ValidationError) {
        guard edit.isValid else { throw ValidationError.invalidEdit(edit) }
        guard isPerCharacter else {
            // `isValid` guarantees a proposed text.
            try validate(edit.proposedText ?? "")
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
        guard edit.isValid else { return false }
        if isPerCharacter {
            return isValid(edit.replacement)
        }
        return edit.proposedText.map(isValid) ?? false
    }
}

extension ValidationError {
    /// The error for an edit whose range does not fit its text.
    static func invalidEdit(_ edit: TextEdit) -> ValidationError {
        ValidationError(
            .invalidEdit,
            parameters: [
                .location: .int(edit.range.location), .length: .int(edit.range.length),
                .textLength: .int(edit.text.utf16.count),
            ]
        )
    }

    /// A copy whose ``ParameterKey/utf16Offset`` is moved by `distance` units.
    func shiftingOffset(by distance: Int) -> ValidationError {
        guard let offset = parameters[.utf16Offset]?.intValue else { return self }
        var copy = self
        copy.parameters[.utf16Offset] = .int(offset + distance)
        return copy
    }
}
