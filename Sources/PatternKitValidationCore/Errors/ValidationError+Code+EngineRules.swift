// The codes of the rule range (1100–1499) that the engine declares: those its own validators
// throw (required, character classes) and those more than one layer throws (a confirmation
// mismatch, a phone number). The rule library declares its own codes in its
// ValidationError+Code+Rules.swift.
extension ValidationError.Code {
    // MARK: Rule library: 1100–1499 (text, values, numbers, formats, passwords)

    /// 1101: the input is empty. Thrown by ``RequiredValidator`` (`.required`, `.notEmpty`).
    public static let required: Self = 1101

    /// 1102: the input has only whitespace and invisible characters. Thrown by
    /// ``RequiredValidator`` (`.required`). Parameters: none.
    public static let blank: Self = 1102

    /// 1105: the input has a character that is not ASCII (U+0000–U+007F). Thrown by
    /// `.ascii` (a ``CharacterClassValidator``). Parameters: `character`, `utf16Offset`.
    public static let ascii: Self = 1105

    /// 1106: the input has a character that is neither a letter (or mark) nor a decimal
    /// digit of any script. Thrown by `.lettersAndDigits`. Parameters: `character`,
    /// `utf16Offset`.
    public static let lettersAndDigits: Self = 1106

    /// 1201: the input has a character that is not a hexadecimal digit. Thrown by
    /// `.hexadecimal` (a ``CharacterClassValidator``). Parameters: `character`, `utf16Offset`.
    public static let hexadecimal: Self = 1201

    /// 1141: the input does not match the value it confirms (a repeated password).
    /// Thrown by `EqualityValidator` (`.confirms`), with no parameters, and by
    /// `FormRule.matching(_:_:reason:)`, with the names of the two fields as `field` and
    /// `otherField`. Never the values, so that a password never reaches a log or an alert.
    public static let confirmationMismatch: Self = 1141

    /// 1170: the input is not a phone number. Thrown by PatternKitRegions'
    /// `PhoneNumberRegionValidator` and `PhoneNumber.parse` (`problem`: a `PhoneNumber.Problem`),
    /// and by its data-free fallback `PhoneNumberValidator` (`problem`: a
    /// `PhoneNumberValidator.Problem`). Parameters: `problem`, `count`, `utf16Offset`.
    public static let phoneNumber: Self = 1170

    /// The codes of the rules in the library's text, value, number, format and password
    /// families: 1100–1499, part of ``ruleLibraryCodes``.
    public static let ruleCodes: ClosedRange<Int> = 1100...1499
}
