/// The parts of a region's plan that parsing reads, without references, so that reading
/// one costs no reference counting: automata (indices in the table, -1 for none) and the
/// possible lengths.
struct PhonePlan: Sendable {
    let callingCode: Int
    /// Where the region's national prefix rules are in ``PhoneNumberingPlan/prefixRules``.
    let prefixRules: Range<Int>
    let internationalPrefix: Int
    let leadingDigits: Int
    let numberAutomaton: Int
    /// Where the region's possible lengths start in ``PhoneNumberingPlan/lengths``: 11
    /// masks, the whole plan's first, then one per ``PhoneNumberType/tableBit``.
    let lengthsStart: Int
    /// The whole plan's possible lengths: bit n for n digits.
    let generalLengths: UInt32
    /// Lengths of numbers that can be dialled only within an area: bit n for n digits.
    let localOnlyLengths: UInt32

    init(_ region: PhoneRegion, lengthsStart: Int, prefixRules: Range<Int>) {
        callingCode = region.callingCode
        self.prefixRules = prefixRules
        localOnlyLengths = region.localOnlyLengths
        internationalPrefix = region.internationalPrefix
        leadingDigits = region.leadingDigits
        numberAutomaton = region.numberAutomaton
        self.lengthsStart = lengthsStart
        generalLengths = region.lengths.first ?? 0
    }
}
