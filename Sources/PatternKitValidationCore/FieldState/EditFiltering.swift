/// Which keystrokes a validated text field refuses before they change its text.
///
/// A field asks before every edit (`shouldChangeCharacters`); ``check(_:against:)``
/// answers with the error that refuses the edit, or `nil` to let it through. Whatever
/// is let through is still validated as a whole — live, when editing ends, or on submit.
///
/// ```swift
/// let typed = TextEdit(text: "12", range: NSRange(location: 2, length: 0), replacement: "a")
/// let digits = CharacterClassValidator.numeric
/// let year = try PatternValidator("[0-9]{4}")
/// EditFiltering.invalidCharacters.check(typed, against: digits)  // the 1001 error
/// EditFiltering.invalidCharacters.check(typed, against: year)    // nil: not per-character
/// EditFiltering.invalidText.check(typed, against: year)          // the 1007 error
/// ```
public enum EditFiltering: Hashable, Sendable, CaseIterable {
    /// Every edit goes through.
    case none

    /// An edit is refused when it adds a character that a per-character rule
    /// (`Validator.isPerCharacter`) rejects — the rule itself, or the per-character rules of
    /// a composition (`alphanumeric.and(.length(3...20))` refuses "!" as `alphanumeric`
    /// does). Rules that judge the whole text — lengths, e-mail addresses, patterns — never
    /// refuse a keystroke, since a text on its way to valid is often invalid. Deleting
    /// always goes through, so the user can repair text set in code.
    case invalidCharacters

    /// An edit is refused when the text after it fails the rule (through
    /// `Validator.validate(edit:)`). Use it for rules that every beginning of a valid
    /// text passes, such as a maximum length; with "at least 8 characters" the user could
    /// not type at all.
    case invalidText

    /// The error that refuses `edit`, or `nil` when the edit may happen.
    ///
    /// An edit whose range does not fit its text is never refused: it is not the user's
    /// doing, and the platform decides what to make of it.
    public func check<V: Validator<String>>(_ edit: TextEdit, against validator: V) -> ValidationError? {
        guard edit.isValid else { return nil }
        switch self {
        case .none:
            return nil
        case .invalidCharacters:
            guard validator.isPerCharacter else {
                return (validator as? any PerCharacterPartCarrying)?.perCharacterCheck?(edit)
            }
        case .invalidText:
            break
        }
        do {
            try validator.validate(edit: edit)
            return nil
        } catch {
            return error
        }
    }
}
