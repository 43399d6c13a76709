import Foundation

/// A rule on text that is not per-character as a whole but holds per-character rules —
/// `alphanumeric.and(.length(3...20))` — so that keystroke filtering can still refuse a
/// character those rules reject (`EditFiltering.invalidCharacters`) while the whole-text
/// rules wait for the text to be complete.
///
/// ``AnyValidator`` and ``InputValidator`` carry what they wrap; PatternKitValidation's
/// `AllOfValidator` (`.and`) carries the per-character rules among its members (and those its
/// members carry), its `IfPresentValidator` (`.ifPresent()`) and `MessageOverridingValidator`
/// (`.message`) their base's, and its `ConditionalValidator` (`.when`) its base's where the
/// condition holds for the edited text. An alternative (`.or`) carries nothing: a character
/// one branch rejects may be what another needs.
package protocol PerCharacterPartCarrying {
    /// The failure of what an edit adds against the per-character rules held (`nil` when it
    /// passes them); `nil` itself when the rule holds none.
    var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? { get }
}

extension InputValidator: PerCharacterPartCarrying {
    package var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? {
        strategy.perCharacterCheck
    }
}
