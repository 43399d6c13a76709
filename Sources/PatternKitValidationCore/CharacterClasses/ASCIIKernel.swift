/// How a ``CharacterClass`` skips runs of allowed ASCII bytes eight at a time (SWAR:
/// SIMD within a register), chosen once from the class's ASCII members.
///
/// A class whose ASCII members form at most three ranges (`0-9`, `A-Z a-z`,
/// `0-9 A-Z a-z`) is tested with a few additions per 8-byte word; any other is tested
/// byte by byte against its bitmap.
enum ASCIIKernel: Hashable, Sendable {
    /// No word skipping: the class allows no ASCII byte, or more than three ranges.
    case bytewise
    case one(SWARRange)
    case two(SWARRange, SWARRange)
    case three(SWARRange, SWARRange, SWARRange)

    /// The kernel for the ASCII bytes whose bits are set in `low` (0–63) and `high` (64–127).
    init(low: UInt64, high: UInt64) {
        var ranges: [SWARRange] = []
        var start: UInt8?
        for byte in UInt8(0)...128 {
            let allowed = byte < 128 && (byte < 64 ? low >> byte : high >> (byte - 64)) & 1 == 1
            if allowed, start == nil {
                start = byte
            } else if !allowed, let first = start {
                ranges.append(SWARRange(first...(byte - 1)))
                start = nil
            }
        }
        switch ranges.count {
        case 1: self = .one(ranges[0])
        case 2: self = .two(ranges[0], ranges[1])
        case 3: self = .three(ranges[0], ranges[1], ranges[2])
        default: self = .bytewise
        }
    }
}

/// An ASCII byte range `lo...hi`, as the two constants its SWAR test adds to a word.
struct SWARRange: Hashable, Sendable {
    /// 0x80 - lo in every byte: the byte's high bit comes out set when byte >= lo.
    let fromLower: UInt64
    /// 0x7F - hi in every byte: the byte's high bit comes out set when byte > hi.
    let aboveUpper: UInt64

    init(_ range: ClosedRange<UInt8>) {
        fromLower = SWAR.broadcast(0x80 - range.lowerBound)
        aboveUpper = SWAR.broadcast(0x7F - range.upperBound)
    }

    /// For a word of ASCII bytes, the high bit of each byte is set when the byte is in
    /// the range. (No addition carries into the next byte while bytes are below 0x80.)
    @inline(__always)
    func members(_ word: UInt64) -> UInt64 {
        (word &+ fromLower) & ~(word &+ aboveUpper)
    }
}

/// Word-at-a-time helpers.
enum SWAR {
    /// The high bit of each of the eight bytes.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// `byte` repeated in each of the eight bytes.
    static func broadcast(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }
}
