/// One rule of a region's national prefix for parsing: how libphonenumber's
/// `nationalPrefixForParsing` pattern and `nationalPrefixTransformRule` read the start of a
/// national number, split by `Scripts/RegionData/generate.py` into automata it checks
/// against Python's `re` (see the comment there).
///
/// A *strip* rule removes its match: `0` in Germany, `1` in the United States. A *transform*
/// rule replaces its match with ``literal`` and the digits its group held: Antigua's
/// `([457]\d{6})$` turns a whole 7-digit local number into `268` and the number, Argentina's
/// `0?(area)15` keeps the area code and drops the `0` and `15`. An ``anchored`` rule applies
/// only when its match is the whole number.
struct NationalPrefixRule: Decodable, Sendable {
    /// Whether the match must end where the number ends (the pattern's `$`).
    let anchored: Bool
    /// Whether the match is replaced (``literal`` and the group) rather than removed.
    let transforms: Bool
    /// Automata (indices in the table; -1: only the empty text): a strip rule's whole match
    /// is `before`; a transform rule's match is `before`, the kept `group`, then `after`.
    let before: Int
    let group: Int
    let after: Int
    /// The digits a transform rule writes before the group's.
    let literal: DigitString

    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        anchored = try fields.decode(Int.self) != 0
        transforms = try fields.decode(Int.self) != 0
        before = try fields.decode(Int.self)
        group = try fields.decode(Int.self)
        after = try fields.decode(Int.self)
        let text = try fields.decode(String.self)
        var literal = DigitString()
        for byte in text.utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                throw DecodingError.dataCorruptedError(in: fields, debugDescription: "literal \(text) is not digits")
            }
            literal.append(Int(byte - UInt8(ascii: "0")))
        }
        self.literal = literal
    }
}
