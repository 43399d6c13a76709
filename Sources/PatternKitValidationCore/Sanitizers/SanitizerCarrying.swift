/// A validator that tidies text before checking it, or a composition holding one: the
/// sanitizer a field keeps when it wraps the validator (`InputValidator.wrapping(_:)`) and a
/// form applies to the values it hands the app (`FormValidator.tidiedValues(_:)`).
///
/// ``SanitizingValidator`` carries its sanitizer; ``AnyValidator`` and PatternKitValidation's
/// `AllOfValidator` (`.and`), `IfPresentValidator` (`.ifPresent()`), `OptionalValidator` and
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
