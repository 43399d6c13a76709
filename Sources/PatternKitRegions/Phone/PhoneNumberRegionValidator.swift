/// Accepts a phone number that the numbering plan of a region uses, optionally only of
/// some types: every region of libphonenumber's metadata, without regular expressions.
///
/// ```swift
/// let german: some Validator<String> = .phoneNumber(region: "DE")
/// german.isValid("030 1234567")          // true: a Berlin landline, read nationally
/// german.isValid("+49 151 23456789")     // true
/// german.isValid("+33 6 12 34 56 78")    // false: French (code 1171, problem "otherRegion")
///
/// let mobile = PhoneNumberRegionValidator(region: "DE", types: [.mobile])
/// mobile.failures("030 1234567")[0].code // 1172: a landline, not a mobile number
///
/// let anywhere: some Validator<String> = .phoneNumber(region: nil)
/// anywhere.isValid("+1 555 0100")        // false: not a number of the plan (code 1171)
/// ```
///
/// Errors, in the order they are checked:
/// - 1222 (`ValidationError/Code/unknownRegion`): `region` has no numbering plan.
/// - 1170 (`ValidationError/Code/phoneNumber`): the text is not a phone number; the
///   `problem` is a ``PhoneNumber/Problem``.
/// - 1171 (`ValidationError/Code/phoneNumberNotInRegion`): not a number of the plan
///   (problem `invalidNumber`), or of another region than `region` (`otherRegion`, unless
///   ``acceptsOtherRegions``).
/// - 1172 (`ValidationError/Code/phoneNumberType`): not of one of ``types``.
///
/// A number of type ``PhoneNumberType/fixedLineOrMobile`` (where the plan does not tell
/// them apart, as in the United States) passes when `types` has either.
public struct PhoneNumberRegionValidator: Validator {
    /// Why a number is not one of the region: the `problem` parameter of error 1171.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// No range of the numbering plan has the number.
        case invalidNumber
        /// A valid number of another region than the validator's.
        case otherRegion
    }

    /// The ISO 3166 code of the region national numbers are read in, uppercased; `nil`
    /// when only international numbers are accepted.
    public let region: String?

    /// The accepted types; empty for any.
    public let types: Set<PhoneNumberType>

    /// Whether valid numbers of other regions (written with `+` or an international
    /// prefix) pass too.
    public let acceptsOtherRegions: Bool

    private let regionIndex: Int?
    private let typeMask: UInt16

    /// A validator for numbers of `region`.
    ///
    /// - Parameters:
    ///   - region: The ISO 3166 code (`"DE"`, any case) national numbers are read in and
    ///     international ones must belong to; `nil` for international numbers of any region.
    ///   - types: The accepted types; empty (the default) for any.
    ///   - acceptsOtherRegions: Whether valid numbers of other regions pass; `false` by
    ///     default when `region` is given.
    public init(region: String?, types: Set<PhoneNumberType> = [], acceptsOtherRegions: Bool = false) {
        self.region = region?.uppercased()
        self.types = types
        self.acceptsOtherRegions = acceptsOtherRegions || region == nil
        self.regionIndex = region.flatMap { PhoneNumberingPlan.shared.region($0) }
        var mask: UInt16 = 0
        for type in types { mask |= Self.bit(type) }
        if mask & (Self.bit(.fixedLine) | Self.bit(.mobile)) != 0 { mask |= Self.bit(.fixedLineOrMobile) }
        typeMask = mask
    }

    private static func bit(_ type: PhoneNumberType) -> UInt16 {
        1 << UInt16(PhoneNumberType.allCases.firstIndex(of: type) ?? 15)
    }

    /// Throws 1222, 1170, 1171 or 1172 as described above.
    public func validate(_ input: String) throws(ValidationError) {
        if let region, regionIndex == nil {
            throw ValidationError(.unknownRegion, parameters: [.country: .string(region)])
        }
        let number = try PhoneNumber.parse(input, regionIndex: regionIndex)
        guard number.isValid else {
            throw ValidationError(
                .phoneNumberNotInRegion,
                parameters: [
                    .country: .string(number.region), .problem: .string(Problem.invalidNumber.rawValue),
                ])
        }
        if let region, !acceptsOtherRegions, number.region != region {
            throw ValidationError(
                .phoneNumberNotInRegion,
                parameters: [
                    .country: .string(region), .problem: .string(Problem.otherRegion.rawValue),
                ])
        }
        if typeMask != 0, typeMask & Self.bit(number.type) == 0 {
            let allowed = PhoneNumberType.allCases.filter(types.contains).map(\.rawValue)
            throw ValidationError(
                .phoneNumberType,
                parameters: [
                    .value: .string(number.type.rawValue), .allowed: .list(allowed),
                ])
        }
    }
}

extension Validator where Self == PhoneNumberRegionValidator {
    /// Phone numbers of `region`'s numbering plan, of any of `types` (any type when empty):
    /// `.phoneNumber(region: "DE", types: [.mobile])`.
    public static func phoneNumber(region: String?, types: Set<PhoneNumberType> = []) -> PhoneNumberRegionValidator {
        PhoneNumberRegionValidator(region: region, types: types)
    }
}
