import Foundation

/// Reads a request's body into a ``JSONValue`` in one pass over its UTF-8 bytes — what a
/// server does for every form it receives, several times faster than `JSONDecoder` into an
/// enumeration. Strict RFC 8259: no trailing commas, no comments, no leading zeros, valid
/// UTF-8, `\u` escapes with paired surrogates; at most ``maximumDepth`` nested containers.
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

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    /// The keys (and array indices) leading to the value being read, for a duplicate key's path.
    private var path: [String] = []

    /// Parses `bytes` as one JSON value, with only whitespace around it.
    /// A UTF-8 byte order mark before the value is skipped (RFC 8259 lets a parser ignore it).
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
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

    private mutating func value() throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("unexpected end of the body") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
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

    private mutating func object() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var members: [String: JSONValue] = [:]
        members.reserveCapacity(8)
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected “:” after a key") }
            position += 1
            skipWhitespace()
            path.append(key)
            let member = try value()
            path.removeLast()
            guard members.updateValue(member, forKey: key) == nil else {
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
                return .object(members)
            default:
                throw failure("expected “,” or “}” in an object")
            }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            path.append(String(elements.count))
            elements.append(try value())
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                position += 1
                return .array(elements)
            default:
                throw failure("expected “,” or “]” in an array")
            }
        }
    }

    /// A number, kept as written (`2.50` stays `2.50`; a 20-digit number keeps its digits).
    private mutating func number() throws(Failure) -> JSONValue {
        let start = position
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
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
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
