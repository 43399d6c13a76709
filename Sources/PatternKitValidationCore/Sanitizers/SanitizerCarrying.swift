/// A validator that tidies text before checking it, or a composition holding one: the
/// sanitizer a field keeps when it wraps the validator (`InputValidator.wrapping(_:)`) and a
/// form runs at its one sanitize point (`FormValidator.tidiedValues(_:)`), before any rule,
/// check or consumer sees the field's text.
///
/// ``SanitizingValidator`` carries its sanitizer, and an ``InputValidator`` that has one its
/// own (``InputValidator/sanitize(_:cursor:)``, so a subclass's override counts);
/// ``AnyValidator`` and PatternKitValidation's `AllOfValidator` (`.and`),
/// `IfPresentValidator` (`.ifPresent()`), `OptionalValidator` and
/// `MessageOverridingValidator` carry the one of what they wrap (the first member's, for a
/// composition), so erasing or composing a rule does not lose it.
package protocol SanitizerCarrying {
    /// The sanitizer that runs before the check, if any.
    var carriedSanitizer: AnySanitizer? { get }
}

extension SanitizingValidator: SanitizerCarrying {
    package var carriedSanitizer: AnySanitizer? {
        AnySanitizer(sanitizer)
    }
}

extension InputValidator: SanitizerCarrying {
    /// The validator's sanitizing as a `Sanitizer`, when it has a ``InputValidator/sanitizer``.
    package var carriedSanitizer: AnySanitizer? {
        sanitizer.map { AnySanitizer(InputValidatorSanitizer(validator: self, edits: $0)) }
    }
}

/// An ``InputValidator``'s sanitizing, through its overridable methods, with the edit rule of
/// its ``InputValidator/sanitizer`` (an `InputMask`'s Backspace over a separator).
private struct InputValidatorSanitizer: Sanitizer {
    let validator: InputValidator
    let edits: AnySanitizer

    func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        validator.sanitize(text, cursor: cursor)
    }

    func sanitize(_ text: String) -> String {
        validator.sanitize(text)
    }

    func intendedEdit(for edit: TextEdit) -> TextEdit {
        edits.intendedEdit(for: edit)
    }
}
