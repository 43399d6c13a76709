import PatternKitValidationCore

/// The codes of the rule library's rules, declared by the module that owns the rules; their
/// messages, in every language, are in the engine's tables (one resource bundle for all
/// layers, so a code's message never depends on which products an app links).
extension ValidationError.Code {
    /// 1107: the input has a character that lowercasing would change. Thrown by
    /// `LetterCaseValidator` (`.lowercase`). Parameters: `character`, `utf16Offset`.
    public static let notLowercase: Self = 1107

    /// 1108: the input has a character that uppercasing would change. Thrown by
    /// `LetterCaseValidator` (`.uppercase`). Parameters: `character`, `utf16Offset`.
    public static let notUppercase: Self = 1108

    /// 1110: the input is shorter than the minimum. Thrown by `LengthValidator`.
    /// Parameters: `minimum`, `count`, `unit`, and `maximum` when the rule has one.
    public static let tooShort: Self = 1110

    /// 1111: the input is longer than the maximum. Thrown by `LengthValidator`.
    /// Parameters: `maximum`, `count`, `unit`, and `minimum` when the rule has one.
    public static let tooLong: Self = 1111

    /// 1112: the input's length is not the exact one required. Thrown by `LengthValidator`.
    /// Parameters: `expected`, `count`, `unit`.
    public static let wrongLength: Self = 1112

    /// 1120: the input is not a whole number in the validator's locale. Thrown by
    /// `IntegerValidator`. Parameters: `utf16Offset` of the first character that
    /// cannot belong to the number, when there is one.
    public static let notAnInteger: Self = 1120

    /// 1121: the input is not a number in the validator's locale. Thrown by
    /// `DecimalValidator`. Parameters: `utf16Offset`, when there is one.
    public static let notANumber: Self = 1121

    /// 1122: the number has more digits after the decimal separator than allowed.
    /// Thrown by `DecimalValidator`. Parameters: `maximum`, `count`.
    public static let tooManyFractionDigits: Self = 1122

    /// 1130: the value is less than the inclusive lower bound. Thrown by
    /// `RangeValidator`, `IntegerValidator`, `DecimalValidator`. Parameters:
    /// `minimum`, `value`, and `maximum` when the range has one.
    public static let belowMinimum: Self = 1130

    /// 1131: the value is greater than the inclusive upper bound. Parameters: `maximum`,
    /// `value`, and `minimum` when the range has one.
    public static let aboveMaximum: Self = 1131

    /// 1132: the value is not greater than the exclusive lower bound (`.greaterThan(0)`).
    /// Parameters: `minimum` (the bound), `value`.
    public static let notGreaterThan: Self = 1132

    /// 1133: the value is not less than the exclusive upper bound (`0..<10`, `.lessThan(10)`).
    /// Parameters: `maximum` (the bound), `value`.
    public static let notLessThan: Self = 1133

    /// 1134: the date is earlier than the inclusive lower bound (`RangeValidator<Date>`,
    /// `.atLeast(date)`): "The date must be on or after 1 January 2025". Parameters: `minimum`
    /// and `value` as dates, and `maximum` when the range has one.
    public static let dateTooEarly: Self = 1134

    /// 1135: the date is later than the inclusive upper bound: "on or before …". Parameters:
    /// `maximum` and `value` as dates, and `minimum` when the range has one.
    public static let dateTooLate: Self = 1135

    /// 1136: the date is not after the exclusive lower bound (`.greaterThan(date)`).
    /// Parameters: `minimum` (the bound) and `value` as dates.
    public static let dateNotAfter: Self = 1136

    /// 1137: the date is not before the exclusive upper bound (`.lessThan(date)`).
    /// Parameters: `maximum` (the bound) and `value` as dates.
    public static let dateNotBefore: Self = 1137

    /// 1146: a switch or checkbox that must be on is off (terms accepted). Thrown by
    /// `MustBeOnValidator` (`.mustBeOn`). Parameters: none.
    public static let mustBeOn: Self = 1146

    /// 1140: the input is not the expected value. Thrown by `EqualityValidator`
    /// (`.equals`). Parameters: `expected`.
    public static let notEqual: Self = 1140

    /// 1145: the input is not one of the allowed values. Thrown by `OneOfValidator`.
    /// Parameters: `allowed` (the first ten, comma-separated).
    public static let notOneOf: Self = 1145

    /// 1150: the input is not an e-mail address. Thrown by `EmailValidator`.
    /// Parameters: `problem` (an `EmailValidator.Problem`), `utf16Offset` when it
    /// points at a character.
    public static let email: Self = 1150

    /// 1160: the input is not a URL the rule accepts. Thrown by `URLValidator`.
    /// Parameters: `problem` (a `URLValidator.Problem`), `utf16Offset`, `scheme`, and
    /// `maximum` for a URL longer than `URLValidator.maximumLength`.
    public static let url: Self = 1160

    /// 1165: the input is not a host name (a fully qualified domain name by default).
    /// Thrown by `HostnameValidator`. Parameters: `problem` (a
    /// `HostnameValidator.Problem`), `utf16Offset` when it points at a character.
    public static let hostname: Self = 1165

    /// 1180: the input is not a payment card number the rule accepts. Thrown by
    /// `PaymentCardValidator`. Parameters: `problem` (a `PaymentCardValidator.Problem`),
    /// `brand` (a `CardBrand`), `count`, `utf16Offset`.
    public static let paymentCard: Self = 1180

    /// 1185: the input is not a card expiry date the rule accepts. Thrown by
    /// `CardExpiryValidator`. Parameters: `problem` (a `CardExpiryValidator.Problem`),
    /// `utf16Offset` for a bad month, `maximum` (years ahead) when it is too far ahead.
    public static let cardExpiry: Self = 1185

    /// 1186: the card's expiry month has passed. Thrown by `CardExpiryValidator`.
    /// Parameters: `problem` (`expired`).
    public static let cardExpired: Self = 1186

    /// 1190: the input is not an IPv4 address. Thrown by `IPAddressValidator` (`.ipv4`).
    public static let ipv4Address: Self = 1190

    /// 1191: the input is not an IPv6 address. Thrown by `IPAddressValidator` (`.ipv6`).
    public static let ipv6Address: Self = 1191

    /// 1192: the input is neither an IPv4 nor an IPv6 address. Thrown by
    /// `IPAddressValidator` (`.ipAddress`).
    public static let ipAddress: Self = 1192

    /// 1195: the input is not a UUID. Thrown by `UUIDValidator`. Parameters:
    /// `expected` (the version) when the rule requires one.
    public static let uuid: Self = 1195

    /// 1200: the input is not a hexadecimal colour. Thrown by `HexColorValidator`.
    public static let hexColor: Self = 1200

    /// 1205: the input is not Base64. Thrown by `Base64Validator`. Parameters: `problem`
    /// (a `Base64Validator.Problem`), `utf16Offset`, `count`.
    public static let base64: Self = 1205

    /// 1210: the input is not an ISBN. Thrown by `ISBNValidator`. Parameters:
    /// `problem` (an `ISBNValidator.Problem`), `count`, `utf16Offset`.
    public static let isbn: Self = 1210

    /// 1230: the password is shorter than the policy's minimum. Thrown by
    /// `PasswordPolicyValidator`. Parameters: `minimum`, `count`.
    public static let passwordTooShort: Self = 1230

    /// 1231: the password is longer than the policy's maximum. Parameters: `maximum`, `count`.
    public static let passwordTooLong: Self = 1231

    /// 1232: the password has too few lowercase letters. Parameters: `minimum`, `count`.
    public static let passwordNeedsLowercase: Self = 1232

    /// 1233: the password has too few uppercase letters. Parameters: `minimum`, `count`.
    public static let passwordNeedsUppercase: Self = 1233

    /// 1234: the password has too few letters. Parameters: `minimum`, `count`.
    public static let passwordNeedsLetters: Self = 1234

    /// 1235: the password has too few digits. Parameters: `minimum`, `count`.
    public static let passwordNeedsDigits: Self = 1235

    /// 1236: the password has too few symbols. Parameters: `minimum`, `count`.
    public static let passwordNeedsSymbols: Self = 1236

    /// 1237: the password repeats one character too many times in a row.
    /// Parameters: `maximum`, `count` (the longest run).
    public static let passwordRepeatsCharacters: Self = 1237

    /// 1238: the password contains whitespace the policy forbids. Parameters: `utf16Offset`.
    public static let passwordContainsWhitespace: Self = 1238

    /// 1240: a `PredicateValidator` (`.custom`) rejected the input, and no other code
    /// was given.
    public static let custom: Self = 1240

    // MARK: Sanitizers

    /// 1510: the input does not fill every slot of an `InputMask`.
    /// Parameter: `mask` (the mask as written).
    public static let incompleteMask: Self = 1510
}
