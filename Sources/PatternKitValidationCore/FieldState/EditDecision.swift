import Foundation

/// What a validated field does with an edit the user is about to make (see
/// ``FieldController/decide(_:)``).
public enum EditDecision: Hashable, Sendable {
    /// Let the edit happen.
    case accept
    /// Refuse the edit, for this reason (see ``EditFiltering``).
    case refuse(ValidationError)
    /// Refuse the edit and show this text and caret instead: the edit applied and formatted by
    /// the field's sanitizer, such as an `InputMask`.
    case replace(SanitizedText)
}

extension EditDecision {
    /// What a text field formatted by `formatter` (an `InputMask`, `.digitsOnly.then(mask)`)
    /// does with `edit`: ``replace(_:)`` with `Sanitizer.apply(_:)`'s text and caret, or
    /// ``accept`` when they are what the edit alone gives — the platform then applies the
    /// edit itself, keeping its own undo and autocorrection. An edit whose range does not fit
    /// its text is accepted too: it is not the user's doing, and the platform decides.
    ///
    /// ```swift
    /// let card = DigitsSanitizer.digitsOnly.then(InputMask("#### ####"))
    /// EditDecision(formatting: TextEdit(text: "411", range: NSRange(location: 3, length: 0), replacement: "1"), with: card)
    /// // .accept: "4111" needs no formatting
    /// EditDecision(formatting: TextEdit(text: "4111", range: NSRange(location: 4, length: 0), replacement: "2"), with: card)
    /// // .replace("4111 2|")
    /// ```
    ///
    /// This is what ``FieldController/decide(_:)`` answers for a field whose
    /// ``FieldOptions/formatsWhileTyping`` is on (or that a form gave a formatter), and what a
    /// text field that formats without a controller can use on its own.
    public init(formatting edit: TextEdit, with formatter: some Sanitizer) {
        guard let formatted = try? formatter.apply(edit) else {
            self = .accept
            return
        }
        let caretAfterEdit = edit.rangeAfterEdit.map { $0.location + $0.length }
        if formatted.text == edit.proposedText, formatted.cursor == caretAfterEdit {
            self = .accept
        } else {
            self = .replace(formatted)
        }
    }
}
