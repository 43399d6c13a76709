/// Skips a run of allowed ASCII bytes, one 8-byte word at a time.
///
/// Each conformer tests a word in a handful of integer operations; the generic
/// ``skipAllowed(_:from:count:)`` is specialized for each, so the loop has no calls.
protocol ASCIISkipper {
    /// Non-zero when some byte of `word` is not an allowed ASCII byte (non-ASCII
    /// bytes always count as not allowed).
    func rejects(_ word: UInt64) -> UInt64
}

extension ASCIISkipper {
    /// The offset of the first 8-byte word at or after `start` that has a byte this
    /// kernel rejects, or of the last partial word; every byte before it is allowed.
    @inline(__always)
    func skipAllowed(_ base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var offset = start
        // Eight words per branch: the test is cheap, the branch is what would cost.
        while count - offset >= 64 {
            var rejected: UInt64 = 0
            for word in 0..<8 {
                rejected |= rejects(base.loadUnaligned(fromByteOffset: offset + 8 &* word, as: UInt64.self))
            }
            if rejected != 0 { break }
            offset += 64
        }
        while count - offset >= 8 {
            if rejects(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) != 0 { break }
            offset += 8
        }
        return offset
    }
}

/// Rejects every word: the byte-by-byte path does all the work.
struct BytewiseSkipper: ASCIISkipper {
    @inline(__always)
    func rejects(_ word: UInt64) -> UInt64 { 1 }
}

/// Allows the bytes of one range.
struct OneRangeSkipper: ASCIISkipper {
    let first: SWARRange

    @inline(__always)
    func rejects(_ word: UInt64) -> UInt64 {
        (word | ~first.members(word)) & SWAR.highBits
    }
}

/// Allows the bytes of two ranges.
struct TwoRangeSkipper: ASCIISkipper {
    let first: SWARRange
    let second: SWARRange

    @inline(__always)
    func rejects(_ word: UInt64) -> UInt64 {
        (word | ~(first.members(word) | second.members(word))) & SWAR.highBits
    }
}

/// Allows the bytes of three ranges.
struct ThreeRangeSkipper: ASCIISkipper {
    let first: SWARRange
    let second: SWARRange
    let third: SWARRange

    @inline(__always)
    func rejects(_ word: UInt64) -> UInt64 {
        (word | ~(first.members(word) | second.members(word) | third.members(word))) & SWAR.highBits
    }
}
