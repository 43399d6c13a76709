/// Every country's postal code format, decoded from the generated tables on first use.
final class PostalCodeFormats: Sendable {
    /// The formats of Google's address metadata (``PostalCodeTables``).
    static let shared = PostalCodeFormats()

    /// A country's automaton (an index in ``table``), an example code, and the prefix its
    /// addresses may write before the code (`SE-` in Sweden, `FI-` in Finland; often empty).
    struct Format: Sendable {
        let automaton: Int
        let example: String
        /// The prefix without its trailing spaces, uppercased, as bytes.
        let prefix: [UInt8]
    }

    let table: AutomatonTable
    let formats: [String: Format]

    init() {
        table = GeneratedTableError.loading { () throws(GeneratedTableError) in
            try AutomatonTable(
                table: "PostalCodeTables.automata", base64: PostalCodeTables.automata,
                offsets: PostalCodeTables.automatonOffsets)
        }
        var formats: [String: Format] = [:]
        for (country, automaton, example, prefix) in PostalCodeTables.countries {
            let trimmed = prefix.uppercased().utf8.reversed().drop { $0 == UInt8(ascii: " ") }.reversed()
            formats[country] = Format(automaton: automaton, example: example, prefix: Array(trimmed))
        }
        self.formats = formats
    }

    /// The symbol of `byte` in the tables' alphabet (digits, A–Z, space, `-`), letters in
    /// either case; `nil` for any other byte.
    @inline(__always)
    static func symbol(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte &- UInt8(ascii: "A")) &+ 10
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte &- UInt8(ascii: "a")) &+ 10
        case UInt8(ascii: " "): 36
        case UInt8(ascii: "-"): 37
        default: nil
        }
    }

    /// `byte` with an ASCII lowercase letter uppercased.
    @inline(__always)
    private static func uppercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
    }

    /// Whether `text`, without surrounding spaces, is a code of the format, optionally
    /// after the country's prefix (in either case, then any spaces: `SE-111 21`, `pr 00930`).
    func accepts(_ text: String, format: Format) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            let prefix = format.prefix
            if !prefix.isEmpty, end - start > prefix.count,
                prefix.indices.allSatisfy({ Self.uppercased(bytes[start + $0]) == prefix[$0] })
            {
                start += prefix.count
                while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            }
            guard end - start <= 32 else { return false }
            return table.label(format.automaton, count: end - start) { Self.symbol(bytes[start &+ $0]) } != 0
        }
    }
}
