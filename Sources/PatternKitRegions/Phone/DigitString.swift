/// Up to 32 decimal digits stored inline (4 bits each): a phone number's digits without
/// allocating.
struct DigitString: Hashable, Sendable {
    /// The most digits kept; a longer number is too long for every numbering plan.
    static let capacity = 32

    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// How many digits there are.
    private(set) var count = 0

    init() {}

    /// Adds a digit (0–9) at the end; beyond ``capacity`` only ``count`` grows.
    mutating func append(_ digit: Int) {
        if count < 16 {
            low |= UInt64(digit) << (4 * count)
        } else if count < Self.capacity {
            high |= UInt64(digit) << (4 * (count - 16))
        }
        count += 1
    }

    /// The digit at `position`.
    @inline(__always)
    subscript(position: Int) -> Int {
        position < 16 ? Int((low >> (4 * position)) & 0xF) : Int((high >> (4 * (position - 16))) & 0xF)
    }

    /// The digits from `start` on.
    func dropFirst(_ start: Int) -> DigitString {
        var rest = DigitString()
        for position in start..<max(start, min(count, Self.capacity)) { rest.append(self[position]) }
        return rest
    }

    /// The number that the first `length` digits spell (`length` ≤ 18).
    func value(prefix length: Int) -> Int {
        var value = 0
        for position in 0..<min(length, count) { value = value * 10 + self[position] }
        return value
    }

    /// The digits as text.
    var text: String {
        String(decoding: (0..<min(count, Self.capacity)).map { UInt8(0x30 + self[$0]) }, as: UTF8.self)
    }
}
