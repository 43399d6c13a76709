/// The ASCII part of a ``CharacterClass``: which of the 128 ASCII bytes it allows, and
/// the word-at-a-time kernel that skips runs of them.
///
/// A plain value (no references), so a scan's closure can capture it by copying a few
/// words: the class itself, which may hold a `CharacterSet`, stays out of the hot path.
struct ASCIIMembers: Hashable, Sendable {
    /// Allowed ASCII bytes 0–63 and 64–127, one bit each.
    let low: UInt64
    let high: UInt64
    /// How runs of allowed ASCII are skipped, derived from the two bitmaps.
    let kernel: ASCIIKernel

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
        self.kernel = ASCIIKernel(low: low, high: high)
    }

    /// Whether the ASCII byte `byte` (below 0x80) is allowed.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        (byte < 64 ? low >> byte : high >> (byte & 63)) & 1 == 1
    }

    /// The offset of the first byte at or after `start` that is not an allowed ASCII byte
    /// (any byte of a non-ASCII scalar counts as not allowed), or `bytes.count`.
    @inline(__always)
    func firstNonMember(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        switch kernel {
        case .bytewise: firstNonMember(in: bytes, from: start, BytewiseSkipper())
        case .one(let first): firstNonMember(in: bytes, from: start, OneRangeSkipper(first: first))
        case .two(let first, let second):
            firstNonMember(in: bytes, from: start, TwoRangeSkipper(first: first, second: second))
        case .three(let first, let second, let third):
            firstNonMember(in: bytes, from: start, ThreeRangeSkipper(first: first, second: second, third: third))
        }
    }

    @inline(__always)
    private func firstNonMember(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ skipper: some ASCIISkipper)
        -> Int
    {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var offset = start
        while true {
            // Whole words of allowed bytes, then the word that stopped the skip byte by byte.
            offset = skipper.skipAllowed(UnsafeRawPointer(base), from: offset, count: count)
            guard offset < count else { return count }
            let byte = base[offset]
            guard byte < 0x80, contains(byte) else { return offset }
            offset += 1
        }
    }
}
