import Foundation

/// A rule on text that is not per-character as a whole but holds per-character rules —
/// `alphanumeric.and(.length(3...20))` — so that keystroke filtering can still refuse a
/// character those rules reject (`EditFiltering.invalidCharacters`) while the whole-text
/// rules wait for the text to be complete.
///
/// ``AllOfValidator`` (`.and`) carries the per-character rules among its members (and those
/// its members carry), ``IfPresentValidator`` (`.ifPresent()`) its base's, and
/// ``AnyValidator`` and ``InputValidator`` what they wrap. An alternative (`.or`) carries
/// nothing: a character one branch rejects may be what another needs.
package protocol PerCharacterPartCarrying {
    /// The failure of what an edit adds against the per-character rules held (`nil` when it
    /// passes them); `nil` itself when the rule holds none.
    var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? { get }
}

extension AllOfValidator: PerCharacterPartCarrying where Input == String {
    package var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? {
        let checks: [@Sendable (TextEdit) -> ValidationError?] = validators.compactMap { member in
            if member.isPerCharacter {
                return { edit in
                    do throws(ValidationError) {
                        try member.validate(edit: edit)
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return member.perCharacterCheck
        }
        guard !checks.isEmpty else { return nil }
        return { edit in checks.lazy.compactMap { $0(edit) }.first }
    }
}

extension IfPresentValidator: PerCharacterPartCarrying where Base.Input == String {
    package var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? {
        AnyValidator(base).perCharacterCheck
            ?? (base.isPerCharacter ? AllOfValidator([AnyValidator(base)]).perCharacterCheck : nil)
    }
}

extension InputValidator: PerCharacterPartCarrying {
    package var perCharacterCheck: (@Sendable (TextEdit) -> ValidationError?)? {
        strategy.perCharacterCheck
    }
}
