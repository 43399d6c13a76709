public import PatternKitValidationCore

// The character rules of any script: in the rule library with the Unicode classes they need,
// so that the article's ASCII rules (`.numeric`, `.alpha`, in the engine) link no Unicode table.

extension Validator where Self == CharacterClassValidator {
    /// Decimal digits of any script (`0`–`9`, `٠`–`٩`, `०`–`९`, `０`–`９`, …): code 1005.
    public static var decimalDigits: CharacterClassValidator {
        CharacterClassValidator(.decimalDigits, code: .decimalDigits)
    }

    /// Letters of any script with their combining marks: code 1006.
    public static var letters: CharacterClassValidator {
        CharacterClassValidator(.letters, code: .letters)
    }

    /// Letters and decimal digits of any script, with combining marks: code 1106.
    /// "Ёлка2024" and "東京23" pass; spaces, punctuation and emoji fail. See
    /// `.alphanumeric` for ASCII only.
    public static var lettersAndDigits: CharacterClassValidator {
        CharacterClassValidator(.lettersAndDigits, code: .lettersAndDigits)
    }
}
