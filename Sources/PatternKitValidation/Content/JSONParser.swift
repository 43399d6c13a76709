import Foundation

/// Reads a request's body into a ``JSONValue`` in one pass over its UTF-8 bytes — what a
/// server does for every form it receives, several times faster than `JSONDecoder` into an
/// enumeration. Strict RFC 8259: no trailing commas, no comments, no leading zeros, valid
/// UTF-8, `\u` escapes with paired surrogates; at most ``maximumDepth`` nested containers.
///
/// Given the paths a form reads (``JSONFieldPaths``), it builds only the values on the way to
/// a field or below one, at most ``maximumKeptValues`` of them; the rest of the body is read to
/// the same strict rules (a duplicate key anywhere is still refused) and dropped as it is read,
/// so a body of thousands of empty objects under a key no field names costs what a long
/// string does: one pass over its bytes.
struct JSONParser {
    /// Why the bytes are not JSON, with the byte offset where reading stopped.
    struct Failure: Error {
        let reason: String
        let offset: Int
        /// The dotted path of a key that appears twice in one object, when that is the failure.
        var duplicateKeyPath: String?
        var description: String { "\(reason) at byte \(offset)" }
    }

    /// Nested objects and arrays beyond this are refused: a form is never deeper, and the
    /// parser recurses once per level, so this bounds its stack (a few KB, well inside a
    /// 512 KB thread stack in a debug build) on any thread.
    static let maximumDepth = 64

    /// Values built beyond this are refused: more than any form reads (a list field's items
    /// included), so that what a body costs in memory stays bounded whatever it holds.
    static let maximumKeptValues = 10_000

    private let bytes: [UInt8]
    /// The values to build; `nil` builds every value.
    private let wanted: JSONFieldPaths?
    private var keptValues = 0
    private var position = 0
    private var depth = 0
    /// The keys (and array indices) leading to the value being read, for a duplicate key's path.
    private var path: [String] = []

    /// Parses `bytes` as one JSON value, with only whitespace around it, building only the
    /// values `wanted` keeps (every value when `nil`); an object or array whose values are all
    /// dropped is built empty.
    /// A UTF-8 byte order mark before the value is skipped (RFC 8259 lets a parser ignore it).
    static func parse(_ bytes: [UInt8], keeping wanted: JSONFieldPaths? = nil) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes, wanted: wanted)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        let value = try parser.value(at: "")
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8], wanted: JSONFieldPaths?) {
        self.bytes = bytes
        self.wanted = wanted
    }

    private func failure(_ reason: String) -> Failure {
        Failure(reason: reason, offset: position)
    }

    private var current: UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// The value at the dotted path `dotted` ("" for the body itself), built.
    private mutating func value(at dotted: String) throws(Failure) -> JSONValue {
        keptValues += 1
        guard keptValues <= Self.maximumKeptValues else {
            throw failure("more than \(Self.maximumKeptValues) values where the form reads")
        }
        guard let byte = current else { throw failure("unexpected end of the body") }
        switch byte {
        case UInt8(ascii: "{"): return try object(at: dotted)
        case UInt8(ascii: "["): return try array(at: dotted)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
    }

    /// Reads the next value to the same rules as ``value(at:)`` and builds nothing of it.
    private mutating func skipValue() throws(Failure) {
        guard let byte = current else { throw failure("unexpected end of the body") }
        switch byte {
        case UInt8(ascii: "{"): try skipObject()
        case UInt8(ascii: "["): try skipArray()
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): _ = try literal("true", .null)
        case UInt8(ascii: "f"): _ = try literal("false", .null)
        case UInt8(ascii: "n"): _ = try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: throw failure("unexpected character")
        }
    }

    /// The dotted path of the member `key` of the container at `dotted`.
    private static func member(_ key: String, of dotted: String) -> String {
        dotted.isEmpty ? key : dotted + "." + key
    }

    /// Whether the value at `dotted` is built.
    private func keeps(_ dotted: String) -> Bool {
        wanted?.keeps(dotted) ?? true
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw failure("unexpected end of the body") }
        for index in 0..<count where bytes[position + index] != word.utf8Start[index] {
            throw failure("unexpected character")
        }
        position += count
        return value
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("more than \(Self.maximumDepth) nested levels") }
        position += 1
        skipWhitespace()
    }

    private mutating func object(at dotted: String) throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var members: [String: JSONValue] = [:]
        // Keys of members read but not built: a key twice is refused wherever it is.
        var dropped: Set<String> = []
        try readMembers(kept: { parser, key throws(Failure) in
            let path = Self.member(key, of: dotted)
            if parser.keeps(path) {
                guard !dropped.contains(key) else { return false }
                return members.updateValue(try parser.value(at: path), forKey: key) == nil
            }
            try parser.skipValue()
            return members[key] == nil && dropped.insert(key).inserted
        })
        return .object(members)
    }

    /// Reads an object's members and builds none of them.
    private mutating func skipObject() throws(Failure) {
        try enter()
        defer { depth -= 1 }
        var keys: Set<String> = []
        try readMembers(kept: { parser, key throws(Failure) in
            try parser.skipValue()
            return keys.insert(key).inserted
        })
    }

    /// Reads an object's members after its `{`, up to and including its `}`, handing each key
    /// to `member` to read its value; `member` answers whether the key is new in the object.
    private mutating func readMembers(
        kept member: (inout JSONParser, String) throws(Failure) -> Bool
    ) throws(Failure) {
        if current == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected “:” after a key") }
            position += 1
            skipWhitespace()
            path.append(key)
            let isNew = try member(&self, key)
            path.removeLast()
            guard isNew else {
                var duplicate = failure("the key “\(Self.excerpt(key))” appears twice in one object")
                duplicate.duplicateKeyPath = (path + [key]).joined(separator: ".")
                throw duplicate
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                position += 1
                return
            default:
                throw failure("expected “,” or “}” in an object")
            }
        }
    }

    private mutating func array(at dotted: String) throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        try readItems { parser, index throws(Failure) in
            let path = Self.member(String(index), of: dotted)
            if parser.keeps(path) {
                elements.append(try parser.value(at: path))
            } else {
                // A dropped item keeps its place, so that a field's index finds its own item.
                try parser.skipValue()
                elements.append(.null)
            }
        }
        return .array(elements)
    }

    /// Reads an array's items and builds none of them.
    private mutating func skipArray() throws(Failure) {
        try enter()
        defer { depth -= 1 }
        try readItems { parser, _ throws(Failure) in try parser.skipValue() }
    }

    /// Reads an array's items after its `[`, up to and including its `]`, handing each index to
    /// `item` to read the item.
    private mutating func readItems(_ item: (inout JSONParser, Int) throws(Failure) -> Void) throws(Failure) {
        if current == UInt8(ascii: "]") {
            position += 1
            return
        }
        var index = 0
        while true {
            path.append(String(index))
            try item(&self, index)
            path.removeLast()
            index += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                position += 1
                return
            default:
                throw failure("expected “,” or “]” in an array")
            }
        }
    }

    /// A number, kept as written (`2.50` stays `2.50`; a 20-digit number keeps its digits).
    private mutating func number() throws(Failure) -> JSONValue {
        let start = position
        try skipNumber()
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// Reads a number as RFC 8259 writes one.
    private mutating func skipNumber() throws(Failure) {
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, isDigit(first) else { throw failure("expected a digit") }
        position += 1
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            throw failure("a number cannot start with 0")
        }
        while let byte = current, isDigit(byte) { position += 1 }
        if current == UInt8(ascii: ".") {
            position += 1
            guard let byte = current, isDigit(byte) else { throw failure("expected a digit after “.”") }
            while let byte = current, isDigit(byte) { position += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let byte = current, isDigit(byte) else { throw failure("expected a digit in the exponent") }
            while let byte = current, isDigit(byte) { position += 1 }
        }
    }

    /// At most 64 Unicode scalars of `key` (`EchoedText`), for a reason that never echoes a
    /// whole hostile key.
    static func excerpt(_ key: String) -> String {
        EchoedText.bounded(key).text
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func string() throws(Failure) -> String {
        position += 1  // the opening quote
        var utf8: [UInt8] = []
        var runStart = position
        while true {
            guard let byte = current else { throw failure("unterminated text") }
            switch byte {
            case UInt8(ascii: "\""):
                let run = bytes[runStart..<position]
                position += 1
                // Text without escapes is read straight from the body; ASCII needs no validation.
                if utf8.isEmpty, run.allSatisfy({ $0 < 0x80 }) {
                    return String(decoding: run, as: UTF8.self)
                }
                utf8.append(contentsOf: run)
                guard let text = UTF8Text.decoded(utf8) else {
                    throw failure("text that is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: bytes[runStart..<position])
                position += 1
                try escape(into: &utf8)
                runStart = position
            case 0..<0x20:
                throw failure("a control character inside text")
            default:
                position += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw failure("unterminated text") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw failure("a lone surrogate in a \\u escape") }
                position += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone surrogate in a \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw failure("a lone surrogate in a \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure("an invalid \\u escape") }
            utf8.append(contentsOf: String(Character(unicode)).utf8)
        default:
            throw failure("an unknown escape")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
