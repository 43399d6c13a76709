extension ValidationError.ParameterKey {
    // MARK: Parameters of the rule library (codes 1100–1499)

    /// The lower bound of a rule: a minimum length, value or count.
    public static let minimum: Self = "minimum"

    /// The upper bound of a rule: a maximum length, value or count.
    public static let maximum: Self = "maximum"

    /// The value a rule expects: an exact length, a UUID version, a required text.
    public static let expected: Self = "expected"

    /// What was counted in the input: its length, its digits, the longest run.
    public static let count: Self = "count"

    /// The unit of a length: `"characters"`, `"unicodeScalars"`, `"utf16"` or `"utf8"`
    /// (see ``TextUnit``).
    public static let unit: Self = "unit"

    /// The value that was compared, for range rules.
    public static let value: Self = "value"

    /// The allowed values of a `OneOfValidator`, comma-separated.
    public static let allowed: Self = "allowed"

    /// Which part of a format rule failed, as a stable identifier such as `"missingAt"`
    /// (the raw value of the rule's `Problem` enumeration).
    public static let problem: Self = "problem"

    /// A payment card's brand, as a `CardBrand` raw value such as `"visa"`.
    public static let brand: Self = "brand"

    /// An ISO 3166 country code such as `"IN"`.
    public static let country: Self = "country"

    /// A URL's scheme, lowercased, such as `"ftp"`.
    public static let scheme: Self = "scheme"
}
