import Foundation

/// Every region's numbering plan, decoded from the generated tables on first use, and the
/// table walks that parse and classify a number.
final class PhoneNumberingPlan: Sendable {
    /// The plan of libphonenumber's metadata (``PhoneMetadataTables``).
    static let shared = PhoneNumberingPlan()

    /// What parsing found: the calling code, the national significant number, the region
    /// (an index in ``regions``) and the type.
    struct Analysis: Sendable {
        var callingCode: Int
        var national: DigitString
        var region: Int
        var type: PhoneNumberType
    }

    let table: AutomatonTable
    let regions: [PhoneRegion]
    /// What parsing reads of each region, in the order of ``regions``.
    let plans: [PhonePlan]
    /// The possible lengths of every region and type (see ``PhonePlan/lengthsStart``).
    let lengths: [UInt32]
    /// Indices of ``regions`` by ISO code (non-geographic entities are not there).
    let regionIndex: [String: Int]
    /// Indices of ``regions`` by calling code (0–999), the main region first.
    let regionsByCallingCode: [[Int]]
    /// The possible lengths of the national numbers of each calling code (0–999), in any of its regions.
    let lengthsByCallingCode: [UInt32]

    init() {
        table = AutomatonTable(base64: PhoneMetadataTables.automata, offsets: PhoneMetadataTables.automatonOffsets)
        let decoded = try? JSONDecoder().decode([PhoneRegion].self, from: Data(PhoneMetadataTables.regions.utf8))
        let regions = (decoded ?? []).filter { $0.lengths.count == Self.lengthMasks }
        self.regions = regions
        plans = regions.enumerated().map { PhonePlan($1, lengthsStart: $0 * Self.lengthMasks) }
        lengths = regions.flatMap(\.lengths)
        var index: [String: Int] = [:]
        var byCode = [[Int]](repeating: [], count: 1000)
        for (position, region) in regions.enumerated() where (0..<1000).contains(region.callingCode) {
            if region.code != "001" { index[region.code] = position }
            let mainFirst = byCode[region.callingCode].first.map { regions[$0].isMain } ?? false
            if region.isMain && !mainFirst {
                byCode[region.callingCode].insert(position, at: 0)
            } else {
                byCode[region.callingCode].append(position)
            }
        }
        regionIndex = index
        regionsByCallingCode = byCode
        lengthsByCallingCode = byCode.map { $0.reduce(0) { $0 | (regions[$1].lengths.first ?? 0) } }
    }

    /// Length masks per region: the whole plan's, then one per type.
    static let lengthMasks = 11

    /// The index of the region with ISO code `code` (any case; `"UK"` is `"GB"`).
    func region(_ code: String) -> Int? {
        if let index = regionIndex[code] { return index }
        let upper = code.uppercased()
        return regionIndex[upper == "UK" ? "GB" : upper]
    }

    /// Parses the digits of a number (see ``PhoneNumber/parse(_:region:)``).
    func analyze(_ digits: DigitString, international: Bool, region defaultRegion: Int?) throws(PhoneNumberFailure) -> Analysis {
        var callingCode: Int
        var national: DigitString
        var metadataRegion: Int
        if international {
            guard let (code, length) = leadingCallingCode(of: digits) else {
                throw PhoneNumberFailure(.invalidCountryCode, count: digits.count)
            }
            (callingCode, national, metadataRegion) = (code, digits.dropFirst(length), regionsByCallingCode[code][0])
        } else {
            guard let defaultRegion else { throw PhoneNumberFailure(.missingCountryCode) }
            let plan = plans[defaultRegion]
            if let (code, rest) = afterInternationalPrefix(digits, plan: plan) {
                (callingCode, national, metadataRegion) = (code, rest, regionsByCallingCode[code][0])
            } else {
                (callingCode, national, metadataRegion) = (plan.callingCode, digits, defaultRegion)
            }
        }
        national = strippingNationalPrefix(national, plan: plans[metadataRegion])
        let lengths = lengthsByCallingCode[callingCode]
        let length = national.count
        // Numbers that work only within an area ("+1 555 0100") are too short for a full number.
        if lengths != 0, length < lengths.trailingZeroBitCount {
            throw PhoneNumberFailure(.tooShort, count: length)
        }
        if lengths != 0, length > 31 - lengths.leadingZeroBitCount {
            throw PhoneNumberFailure(.tooLong, count: length)
        }
        let (region, type) = classify(national, callingCode: callingCode)
        return Analysis(callingCode: callingCode, national: national, region: region, type: type)
    }

    /// The calling code that `digits` start with, and its length.
    func leadingCallingCode(of digits: DigitString) -> (Int, Int)? {
        for length in 1...3 where digits.count > length {
            let code = digits.value(prefix: length)
            if digits[0] != 0, !regionsByCallingCode[code].isEmpty { return (code, length) }
        }
        return nil
    }

    /// The calling code and the rest, when `digits` start with `region`'s international
    /// prefix (00, 011, …) followed by a calling code.
    private func afterInternationalPrefix(_ digits: DigitString, plan: PhonePlan) -> (Int, DigitString)? {
        var prefixes = table.acceptedPrefixes(plan.internationalPrefix, count: digits.count) { digits[$0] } & ~1
        while prefixes != 0 {
            let length = 63 - prefixes.leadingZeroBitCount
            prefixes &= ~(1 << UInt64(length))
            guard length < digits.count, digits[length] != 0 else { continue }
            let rest = digits.dropFirst(length)
            if let (code, codeLength) = leadingCallingCode(of: rest) {
                return (code, rest.dropFirst(codeLength))
            }
        }
        return nil
    }

    /// `national` without the region's national (trunk) prefix, when it has one: the longest
    /// prefix whose removal leaves a number of the plan; else none when the number is of the
    /// plan as written; else the shortest, unless that leaves too few digits.
    private func strippingNationalPrefix(_ national: DigitString, plan: PhonePlan) -> DigitString {
        guard plan.nationalPrefixForParsing >= 0, national.count > 1 else { return national }
        let below: UInt64 = (1 << UInt64(national.count)) - 1
        let prefixes = table.acceptedPrefixes(plan.nationalPrefixForParsing, count: national.count) { national[$0] }
            & below & ~1
        guard prefixes != 0 else { return national }
        var remaining = prefixes
        while remaining != 0 {
            let length = 63 - remaining.leadingZeroBitCount
            remaining &= ~(1 << UInt64(length))
            let rest = national.dropFirst(length)
            if fits(rest, plan: plan) { return rest }
        }
        if fits(national, plan: plan) { return national }
        let rest = national.dropFirst(prefixes.trailingZeroBitCount)
        let shortest = plan.generalLengths.trailingZeroBitCount
        return plan.generalLengths != 0 && rest.count < shortest ? national : rest
    }

    /// Whether `national` is a number of `plan` (its pattern and lengths).
    private func fits(_ national: DigitString, plan: PhonePlan) -> Bool {
        allows(plan, length: national.count, bit: 0) && label(national, plan: plan) & 1 != 0
    }

    /// Whether `length` digits is a possible length of `bit` (0: the whole plan) in `plan`.
    @inline(__always)
    private func allows(_ plan: PhonePlan, length: Int, bit: Int) -> Bool {
        length < 32 && lengths[plan.lengthsStart + bit] & (1 << UInt32(length)) != 0
    }

    @inline(__always)
    private func label(_ national: DigitString, plan: PhonePlan) -> UInt16 {
        table.label(plan.numberAutomaton, count: national.count) { national[$0] }
    }

    /// The region of the calling code that `national` belongs to, and its type there.
    func classify(_ national: DigitString, callingCode: Int) -> (Int, PhoneNumberType) {
        let candidates = regionsByCallingCode[callingCode]
        if candidates.count == 1 { return (candidates[0], type(of: national, in: plans[candidates[0]])) }
        for index in candidates {
            let plan = plans[index]
            if plan.leadingDigits >= 0 {
                if table.acceptedPrefixes(plan.leadingDigits, count: national.count, symbol: { national[$0] }) != 0 {
                    return (index, type(of: national, in: plan))
                }
                continue
            }
            let type = type(of: national, in: plan)
            if type != .unknown { return (index, type) }
        }
        return (candidates[0], .unknown)
    }

    /// The order libphonenumber tries the special types in, before fixed line and mobile.
    private static let specialTypes: [PhoneNumberType] = [
        .premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .uan, .voicemail,
    ]

    /// The type of `national` in `plan`; ``PhoneNumberType/unknown`` when it is not in it.
    func type(of national: DigitString, in plan: PhonePlan) -> PhoneNumberType {
        let label = label(national, plan: plan)
        let length = national.count
        func matches(_ bit: Int) -> Bool {
            label & (1 << UInt16(bit)) != 0 && allows(plan, length: length, bit: bit)
        }
        guard matches(0) else { return .unknown }
        for type in Self.specialTypes where matches(type.tableBit) { return type }
        if matches(PhoneNumberType.fixedLine.tableBit) {
            return matches(PhoneNumberType.mobile.tableBit) ? .fixedLineOrMobile : .fixedLine
        }
        return matches(PhoneNumberType.mobile.tableBit) ? .mobile : .unknown
    }
}
