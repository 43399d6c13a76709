/// One region's numbering plan, as the generated tables describe it.
struct PhoneRegion: Decodable, Sendable {
    /// One way of writing numbers: the whole-number pattern, the template (`$1 $2`), the
    /// pattern of the leading digits it applies to, and the national prefix rule (`0$1`).
    struct Format: Sendable {
        let pattern: String
        let template: String
        let leadingDigits: String
        let nationalPrefixRule: String
    }

    /// ISO 3166 code, or `"001"` for a non-geographic entity (+800, +882, …).
    let code: String
    let callingCode: Int
    /// Whether the calling code's numbers are formatted with this region's rules.
    let isMain: Bool
    let nationalPrefix: String
    /// How a national prefix is read, in the order the rules are tried.
    let nationalPrefixRules: [NationalPrefixRule]
    /// Automata (indices in the table, -1 for none).
    let internationalPrefix: Int
    let leadingDigits: Int
    let numberAutomaton: Int
    /// A bit per possible length (bit n: n digits) of the whole plan (index 0) and of each
    /// type (index ``PhoneNumberType/tableBit``).
    let lengths: [UInt32]
    /// A bit per length (bit n: n digits) of numbers that can be dialled only within an area.
    let localOnlyLengths: UInt32
    let nationalFormats: [Format]
    let internationalFormats: [Format]

    private enum Key: String, CodingKey {
        case r, cc, main, np, npp, idd, lead, num, len, loc, fmt, ifmt
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        code = try container.decode(String.self, forKey: .r)
        callingCode = try container.decode(Int.self, forKey: .cc)
        isMain = try container.decode(Bool.self, forKey: .main)
        nationalPrefix = try container.decode(String.self, forKey: .np)
        nationalPrefixRules = try container.decode([NationalPrefixRule].self, forKey: .npp)
        internationalPrefix = try container.decode(Int.self, forKey: .idd)
        leadingDigits = try container.decode(Int.self, forKey: .lead)
        numberAutomaton = try container.decode(Int.self, forKey: .num)
        lengths = try container.decode([UInt32].self, forKey: .len)
        localOnlyLengths = try container.decode(UInt32.self, forKey: .loc)
        let national = try container.decode([[String]].self, forKey: .fmt)
        let international = try container.decodeIfPresent([[String]].self, forKey: .ifmt)
        nationalFormats = national.compactMap(Self.format)
        internationalFormats = international?.compactMap(Self.format) ?? nationalFormats
    }

    private static func format(_ fields: [String]) -> Format? {
        guard fields.count == 4 else { return nil }
        return Format(pattern: fields[0], template: fields[1], leadingDigits: fields[2], nationalPrefixRule: fields[3])
    }
}
