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
    /// Every region's national prefix rules (see ``PhonePlan/prefixRules``).
    let prefixRules: [NationalPrefixRule]
    /// The possible lengths of every region and type (see ``PhonePlan/lengthsStart``).
    let lengths: [UInt32]
    /// Indices of ``regions`` by ISO code (non-geographic entities are not there).
    let regionIndex: [String: Int]
    /// Indices of ``regions`` by calling code (0–999), the main region first.
    let regionsByCallingCode: [[Int]]
    /// The possible lengths of the national numbers of each calling code (0–999), in any of its regions.
    let lengthsByCallingCode: [UInt32]

    /// The plan of the generated tables; a table that does not decode stops the program with
    /// a message naming it (``GeneratedTableError``).
    convenience init() {
        let (table, regions) = GeneratedTableError.loading { () throws(GeneratedTableError) in
            let table = try AutomatonTable(
                table: "PhoneMetadataTables.automata", base64: PhoneMetadataTables.automata,
                offsets: PhoneMetadataTables.automatonOffsets)
            let regions = try Self.decodeRegions(
                PhoneMetadataTables.regions, table: "PhoneMetadataTables.regions", automata: table.automata.count)
            return (table, regions)
        }
        self.init(table: table, regions: regions)
    }

    /// The region records of `json` (the generated `regions` table), whose automata are
    /// indices below `automata`.
    ///
    /// - Throws: ``GeneratedTableError`` naming `table` when the JSON does not decode, is
    ///   empty, or a record has the wrong number of length masks or an automaton that is not there.
    static func decodeRegions(
        _ json: String, table: String, automata: Int
    ) throws(GeneratedTableError) -> [PhoneRegion] {
        let regions: [PhoneRegion]
        do {
            regions = try JSONDecoder().decode([PhoneRegion].self, from: Data(json.utf8))
        } catch {
            throw GeneratedTableError(table: table, reason: "\(error)")
        }
        guard !regions.isEmpty else { throw GeneratedTableError(table: table, reason: "no regions") }
        if let bad = regions.first(where: { $0.lengths.count != lengthMasks }) {
            let reason = "region \(bad.code) has \(bad.lengths.count) length masks, not \(lengthMasks)"
            throw GeneratedTableError(table: table, reason: reason)
        }
        for region in regions {
            let rules = region.nationalPrefixRules.flatMap { [$0.before, $0.group, $0.after] }
            let used = [region.internationalPrefix, region.leadingDigits, region.numberAutomaton] + rules
            if region.numberAutomaton < 0 || used.contains(where: { $0 >= automata || $0 < -1 }) {
                let reason = "region \(region.code) names an automaton that is not there"
                throw GeneratedTableError(table: table, reason: reason)
            }
        }
        return regions
    }

    init(table: AutomatonTable, regions: [PhoneRegion]) {
        self.table = table
        self.regions = regions
        var plans: [PhonePlan] = []
        var prefixRules: [NationalPrefixRule] = []
        for (position, region) in regions.enumerated() {
            let start = prefixRules.count
            prefixRules += region.nationalPrefixRules
            let rules = start..<prefixRules.count
            plans.append(PhonePlan(region, lengthsStart: position * Self.lengthMasks, prefixRules: rules))
        }
        self.plans = plans
        self.prefixRules = prefixRules
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

    /// Parses the digits of a number (see ``PhoneNumber/parse(_:region:)``) as libphonenumber's
    /// `parse` does: the calling code (after `+`, after the region's international prefix, or
    /// the region's own code typed without `+`), then the national prefix, kept only when
    /// what remains has a possible length.
    func analyze(
        _ digits: DigitString, international: Bool, region defaultRegion: Int?
    ) throws(PhoneNumberFailure) -> Analysis {
        var callingCode: Int
        var national: DigitString
        var metadataRegion: Int
        if international {
            guard digits.count > 2 else { throw PhoneNumberFailure(.tooShort, count: digits.count) }
            if let (code, length) = leadingCallingCode(of: digits) {
                (callingCode, national) = (code, digits.dropFirst(length))
            } else if let defaultRegion, let (code, rest) = try extractCallingCode(digits, plan: plans[defaultRegion]) {
                // libphonenumber reads the digits after a "+" that no calling code follows
                // as if typed without it: "+00 49 30 1234567" in Germany.
                (callingCode, national) = (code, rest)
            } else {
                throw PhoneNumberFailure(.invalidCountryCode, count: digits.count)
            }
            metadataRegion = regionsByCallingCode[callingCode][0]
        } else {
            guard let defaultRegion else { throw PhoneNumberFailure(.missingCountryCode) }
            let plan = plans[defaultRegion]
            if let (code, rest) = try extractCallingCode(digits, plan: plan) {
                (callingCode, national, metadataRegion) = (code, rest, regionsByCallingCode[code][0])
            } else {
                (callingCode, national, metadataRegion) = (plan.callingCode, digits, defaultRegion)
            }
        }
        if national.count < 2 { throw PhoneNumberFailure(.tooShort, count: national.count) }
        let metadata = plans[metadataRegion]
        if let stripped = strippingNationalPrefix(national, plan: metadata) {
            switch lengthCheck(stripped, plan: metadata) {
            case .tooShort, .localOnly, .invalidLength: break
            case .possible, .tooLong: national = stripped
            }
        }
        let lengths = lengthsByCallingCode[callingCode]
        let length = national.count
        // Numbers that work only within an area ("+1 555 0100") are too short for a full number.
        if lengths != 0, length < lengths.trailingZeroBitCount {
            throw PhoneNumberFailure(.tooShort, count: length)
        }
        if length > 17 || (lengths != 0 && length > 31 - lengths.leadingZeroBitCount) {
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

    /// libphonenumber's `maybeExtractCountryCode` for digits typed without `+`: the calling
    /// code and the rest when `digits` start with `plan`'s international prefix (00, 011, …;
    /// then a calling code must follow), or with `plan`'s own calling code where the number
    /// reads as valid only without it ("376 629 668" in Andorra) or is too long with it.
    private func extractCallingCode(
        _ digits: DigitString, plan: PhonePlan
    ) throws(PhoneNumberFailure) -> (Int, DigitString)? {
        let international = ends(plan.internationalPrefix, digits, from: 0) & ~1
        if plan.internationalPrefix >= 0, international != 0 {
            let length = Self.highest(international)
            if length >= digits.count || digits[length] != 0 {
                let rest = digits.dropFirst(length)
                guard rest.count > 2 else { throw PhoneNumberFailure(.tooShort, count: rest.count) }
                guard let (code, codeLength) = leadingCallingCode(of: rest) else {
                    throw PhoneNumberFailure(.invalidCountryCode, count: digits.count)
                }
                return (code, rest.dropFirst(codeLength))
            }
        }
        let codeLength = plan.callingCode < 10 ? 1 : plan.callingCode < 100 ? 2 : 3
        guard digits.count >= codeLength, digits.value(prefix: codeLength) == plan.callingCode, digits[0] != 0 else {
            return nil
        }
        var rest = digits.dropFirst(codeLength)
        rest = strippingNationalPrefix(rest, plan: plan) ?? rest
        if (!matchesGeneral(digits, plan: plan) && matchesGeneral(rest, plan: plan))
            || lengthCheck(digits, plan: plan) == .tooLong
        {
            return (plan.callingCode, rest)
        }
        return nil
    }

    /// The highest bit set in `mask` (not 0).
    @inline(__always)
    private static func highest(_ mask: UInt64) -> Int { 63 - mask.leadingZeroBitCount }

    /// A bit per length (bit n: the first n digits of `number` from `start`) that `automaton`
    /// accepts; only bit 0 for -1 (the empty text).
    @inline(__always)
    private func ends(_ automaton: Int, _ number: DigitString, from start: Int) -> UInt64 {
        guard automaton >= 0 else { return 1 }
        return table.acceptedPrefixes(automaton, count: max(0, number.count - start)) { number[start + $0] }
    }

    /// What the region's national prefix rules make of `number`, in libphonenumber's order:
    /// the first rule that matches; `nil` when none does.
    func applyingPrefixRules(_ number: DigitString, plan: PhonePlan) -> DigitString? {
        let count = number.count
        for rule in prefixRules[plan.prefixRules] {
            if !rule.transforms {
                var found = ends(rule.before, number, from: 0)
                if rule.anchored { found &= count < 64 ? 1 << UInt64(count) : 0 }
                if found != 0 { return number.dropFirst(Self.highest(found)) }
                continue
            }
            var befores = ends(rule.before, number, from: 0)
            while befores != 0 {
                let before = Self.highest(befores)
                befores &= ~(1 << UInt64(before))
                var groups = ends(rule.group, number, from: before)
                while groups != 0 {
                    let group = Self.highest(groups)
                    groups &= ~(1 << UInt64(group))
                    let afters = ends(rule.after, number, from: before + group)
                    guard afters != 0 else { continue }
                    let end = before + group + Self.highest(afters)
                    if rule.anchored && end != count { continue }
                    var result = rule.literal
                    for position in before..<(before + group) { result.append(number[position]) }
                    for position in end..<count { result.append(number[position]) }
                    return result
                }
            }
        }
        return nil
    }

    /// libphonenumber's `maybeStripNationalPrefixAndCarrierCode`: `number` read with the
    /// region's national prefix rules, unless the number matched the plan as written and
    /// no longer does; `nil` when no rule applies.
    private func strippingNationalPrefix(_ number: DigitString, plan: PhonePlan) -> DigitString? {
        guard number.count > 0, let result = applyingPrefixRules(number, plan: plan) else { return nil }
        if matchesGeneral(number, plan: plan) && !matchesGeneral(result, plan: plan) { return nil }
        return result
    }

    /// Whether `national` matches the pattern of `plan`'s whole plan (lengths aside).
    private func matchesGeneral(_ national: DigitString, plan: PhonePlan) -> Bool {
        national.count <= DigitString.capacity && label(national, plan: plan) & 1 != 0
    }

    /// How `national`'s length compares with the possible lengths of `plan` (libphonenumber's
    /// `testNumberLength` for any type).
    enum LengthCheck { case possible, tooShort, tooLong, invalidLength, localOnly }

    func lengthCheck(_ national: DigitString, plan: PhonePlan) -> LengthCheck {
        let length = national.count
        if length < 32, plan.localOnlyLengths & (1 << UInt32(length)) != 0 { return .localOnly }
        let lengths = plan.generalLengths
        if length < lengths.trailingZeroBitCount { return .tooShort }
        if length > 31 - lengths.leadingZeroBitCount { return .tooLong }
        return lengths & (1 << UInt32(length)) != 0 ? .possible : .invalidLength
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
