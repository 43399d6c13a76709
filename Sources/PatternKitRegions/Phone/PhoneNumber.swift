/// A phone number read with the numbering plan of its region: country calling code,
/// national number, region, type, and its standard ways of writing.
///
/// ```swift
/// let mobile = try PhoneNumber.parse("+49 151 23456789")
/// mobile.region                 // "DE"
/// mobile.type                   // .mobile
/// mobile.nationalFormat         // "01512 3456789"
///
/// let berlin = try PhoneNumber.parse("030 1234567", region: "DE")
/// berlin.type                   // .fixedLine
/// berlin.e164                   // "+49301234567"
/// berlin.internationalFormat    // "+49 30 1234567"
///
/// try PhoneNumber.parse("+1 555 0100").isValid   // false: no range of the plan has it
/// try PhoneNumber.parse("+49 30")        // throws 1170, problem "tooShort"
/// ```
///
/// Parsing and classifying walk generated tables (deterministic automata compiled from
/// libphonenumber's metadata), without regular expressions or allocation. A national
/// number needs `region`; its national (trunk) prefix, such as `0` in Germany or `8` in
/// Russia, is removed (or rewritten, as libphonenumber's transform rules say: Argentina's
/// mobile `15`, Antigua's 7-digit local numbers), an international prefix such as `00` or
/// `011` is read as `+`, and so is the region's own calling code typed without `+`.
/// Spaces, `-`, `.`, `/`, parentheses and no-break spaces may separate the digits.
/// Not covered: letters for digits (1-800-FLOWERS) and extensions.
public struct PhoneNumber: Hashable, Sendable, CustomStringConvertible {
    /// The country calling code: 49 for Germany, 1 for the United States and Canada.
    public let countryCode: Int

    /// The national significant number: the digits after the calling code, without a
    /// national prefix (`"301234567"` for `030 1234567` in Germany).
    public var nationalNumber: String { digits.text }

    /// What the number is for; ``PhoneNumberType/unknown`` when the plan has no such number.
    public let type: PhoneNumberType

    let digits: DigitString
    private let regionIndex: Int

    /// The ISO 3166 code of the number's region (`"DE"`), `"001"` for a non-geographic
    /// number (+800, +882, …). For a calling code that several regions share (+1, +7, +44…)
    /// it is the one whose plan has the number, else the code's main region.
    public var region: String { PhoneNumberingPlan.shared.regions[regionIndex].code }

    /// Whether the number is one the region's plan uses: any type but ``PhoneNumberType/unknown``.
    public var isValid: Bool { type != .unknown }

    /// The number in E.164: `+` and the digits, no separators (`"+49301234567"`).
    public var e164: String { "+\(countryCode)\(nationalNumber)" }

    /// The number as written within its country, with its national prefix (`"030 1234567"`).
    public var nationalFormat: String {
        let plan = PhoneNumberingPlan.shared
        let main = plan.regions[plan.regionsByCallingCode[countryCode][0]]
        return PhoneNumberFormatter.format(nationalNumber, with: main.nationalFormats, national: true)
    }

    /// The number as written for callers abroad (`"+49 30 1234567"`).
    public var internationalFormat: String {
        let plan = PhoneNumberingPlan.shared
        let main = plan.regions[plan.regionsByCallingCode[countryCode][0]]
        return "+\(countryCode) "
            + PhoneNumberFormatter.format(nationalNumber, with: main.internationalFormats, national: false)
    }

    /// The ``internationalFormat``.
    public var description: String { internationalFormat }

    init(_ analysis: PhoneNumberingPlan.Analysis) {
        countryCode = analysis.callingCode
        digits = analysis.national
        regionIndex = analysis.region
        type = analysis.type
    }

    /// Reads a phone number: international (`+49 …`, or with the region's international
    /// prefix, `0049 …`), or national when `region` is given (`030 1234567` in `"DE"`).
    ///
    /// A number that parses may still be one the plan does not use: check ``isValid``.
    ///
    /// - Parameters:
    ///   - text: The number as typed.
    ///   - region: The ISO 3166 code of the region to read a national number in (any case).
    /// - Throws: `ValidationError/Code/phoneNumber` (1170) with a ``Problem`` and, where
    ///   they apply, `utf16Offset` or the digit `count`;
    ///   `ValidationError/Code/unknownRegion` (1222) with `country` for a region code
    ///   with no numbering plan.
    public static func parse(_ text: String, region: String? = nil) throws(ValidationError) -> PhoneNumber {
        let plan = PhoneNumberingPlan.shared
        var regionIndex: Int?
        if let region {
            guard let index = plan.region(region) else {
                throw ValidationError(.unknownRegion, parameters: [.country: .string(region)])
            }
            regionIndex = index
        }
        return try parse(text, regionIndex: regionIndex)
    }

    /// ``parse(_:region:)`` with the region already looked up.
    static func parse(_ text: String, regionIndex: Int?) throws(ValidationError) -> PhoneNumber {
        do throws(PhoneNumberFailure) {
            let (digits, plus) = try PhoneNumberText.scan(text)
            guard digits.count > 0 else { throw PhoneNumberFailure(.tooShort, count: 0) }
            let analysis = try PhoneNumberingPlan.shared.analyze(digits, international: plus, region: regionIndex)
            return PhoneNumber(analysis)
        } catch {
            throw error.error
        }
    }

    /// The ISO 3166 codes of every region with a numbering plan (245).
    public static var regions: [String] {
        PhoneNumberingPlan.shared.regionIndex.keys.sorted()
    }

    /// The version of libphonenumber whose metadata the tables hold.
    public static let metadataVersion = PhoneMetadataTables.version
}
