extension ValidationError.Code {
    // MARK: Regional data (PatternKitRegions), beside the phone code (1170) that the rule
    // library's data-free `PhoneNumberValidator` shares

    /// 1220: the input is not a postal code of the country. Thrown by
    /// ``RegionalPostalCodeValidator``. Parameters: `country` (ISO 3166 code such as `"IN"`).
    public static let postalCode: Self = 1220

    /// 1171: the text is a phone number, but not a valid one for the region: no range of
    /// the numbering plan has it, or it belongs to another region than the validator's.
    /// Thrown by ``PhoneNumberRegionValidator``. Parameters: `country` (ISO 3166 code),
    /// `problem` (a ``PhoneNumberRegionValidator/Problem``).
    public static let phoneNumberNotInRegion: Self = 1171

    /// 1172: the phone number is valid but of a type the validator does not accept (a
    /// landline where a mobile number is required). Thrown by ``PhoneNumberRegionValidator``.
    /// Parameters: `value` (the number's ``PhoneNumberType``), `allowed` (the accepted
    /// types, comma-separated).
    public static let phoneNumberType: Self = 1172

    /// 1221: the country's addresses have no postal codes, and the input is not empty.
    /// Thrown by ``RegionalPostalCodeValidator``. Parameters: `country`.
    public static let noPostalCodes: Self = 1221

    /// 1222: the region code is not one the data knows. Thrown by
    /// ``RegionalPostalCodeValidator``, ``PhoneNumberRegionValidator`` and
    /// ``PhoneNumber/parse(_:region:)``. Parameters: `country` (the code as given).
    public static let unknownRegion: Self = 1222
}
