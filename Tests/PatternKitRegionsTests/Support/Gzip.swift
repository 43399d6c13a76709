/// Decompresses a gzip file (RFC 1952 around RFC 1951 DEFLATE), for the differential corpus:
/// Foundation has no gzip decoder on Linux. Test-only, written for clarity over speed.
enum Gzip {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The decompressed bytes of the gzip data `bytes`.
    static func decompress(_ bytes: [UInt8]) throws -> [UInt8] {
        guard bytes.count >= 18, bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[2] == 8 else {
            throw Failure(description: "not gzip data")
        }
        let flags = bytes[3]
        var position = 10
        if flags & 4 != 0 { position += 2 + Int(bytes[position]) | Int(bytes[position + 1]) << 8 }
        if flags & 8 != 0 {
            while bytes[position] != 0 { position += 1 }
            position += 1
        }
        if flags & 16 != 0 {
            while bytes[position] != 0 { position += 1 }
            position += 1
        }
        if flags & 2 != 0 { position += 2 }
        var reader = BitReader(bytes: bytes, position: position)
        return try inflate(&reader)
    }

    struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var bit = 0

        mutating func bits(_ count: Int) throws -> Int {
            var value = 0
            for index in 0..<count {
                guard position < bytes.count else { throw Failure(description: "truncated data") }
                value |= Int((bytes[position] >> bit) & 1) << index
                bit += 1
                if bit == 8 {
                    bit = 0
                    position += 1
                }
            }
            return value
        }

        mutating func alignToByte() {
            if bit != 0 {
                bit = 0
                position += 1
            }
        }
    }

    /// Canonical Huffman code: symbols by code length, counts per length.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0
            var first = 0
            var index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "bad Huffman code")
        }
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
        1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12,
        12, 13, 13,
    ]

    static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var out: [UInt8] = []
        var last = 0
        repeat {
            last = try reader.bits(1)
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let p = reader.position
                let length = Int(reader.bytes[p]) | Int(reader.bytes[p + 1]) << 8
                out += reader.bytes[(p + 4)..<(p + 4 + length)]
                reader.position = p + 4 + length
            case 1:
                let literal = Huffman(
                    lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                        + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
                let distance = Huffman(lengths: [Int](repeating: 5, count: 30))
                try codes(&reader, literal: literal, distance: distance, into: &out)
            case 2:
                let literalCount = try reader.bits(5) + 257
                let distanceCount = try reader.bits(5) + 1
                let codeCount = try reader.bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<codeCount { codeLengths[order[index]] = try reader.bits(3) }
                let lengthCode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try lengthCode.decode(&reader)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw Failure(description: "repeat with no length") }
                        lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
                    }
                }
                try codes(
                    &reader, literal: Huffman(lengths: Array(lengths[0..<literalCount])),
                    distance: Huffman(lengths: Array(lengths[literalCount...])), into: &out)
            default:
                throw Failure(description: "bad block type")
            }
        } while last == 0
        return out
    }

    static func codes(_ reader: inout BitReader, literal: Huffman, distance: Huffman, into out: inout [UInt8]) throws {
        while true {
            let symbol = try literal.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure(description: "bad length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distance.decode(&reader)
                guard distanceSymbol < distanceBase.count else { throw Failure(description: "bad distance symbol") }
                let back = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard back <= out.count else { throw Failure(description: "distance too far back") }
                let start = out.count - back
                for offset in 0..<length { out.append(out[start + offset]) }
            }
        }
    }
}
