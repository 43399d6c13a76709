/// Skips a run of allowed ASCII bytes, one 8-byte word at a time.
///
/// Each conformer tests a word in a handful of integer operations; the generic
/// ``skipAllowed(_:from:count:)`` is specialized for each, so the loop has no calls.
protocol ASCIISkipper {
    /// Non-zero when some byte of `word` is not an allowed ASCII byte (non-ASCII
    /// bytes always count as not allowed).
    func rejects(_ word: UInt64) -> UInt64
    /// Whether all 64 bytes from `offset` are allowed ASCII bytes.
    func allowsBlock(_ base: UnsafeRawPointer, at offset: Int) -> Bool
}

extension ASCIISkipper {
    /// Whether all 64 bytes from `offset` are allowed: eight words tested, one branch.
    @inline(__always)
    func allowsBlock(_ base: UnsafeRawPointer, at offset: Int) -> Bool {
        var rejected: UInt64 = 0
        for word in 0..<8 {
            rejected |= rejects(base.loadUnaligned(fromByteOffset: offset + 8 &* word, as: UInt64.self))
        }
        return rejected == 0
    }
}

extension ASCIISkipper {
    /// The offset of the first 8-byte word at or after `start` that has a byte this
    /// kernel rejects, or of the last partial word; every byte before it is allowed.
    @inline(__always)
    func skipAllowed(_ base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var offset = start
        // Eight words per branch: the test is cheap, the branch is what would cost.
        while count - offset >= 64, allowsBlock(base, at: offset) {
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

    /// The same test as ``rejects(_:)`` on eight words, with fewer operations per word: since
    /// `word | ~((word + a) & ~(word + b))` is `word | (word + b) | ~(word + a)`, the words'
    /// `word | (word + b)` are or-ed together and their `word + a` and-ed together, and the
    /// high bits are looked at once, at the end.
    @inline(__always)
    func allowsBlock(_ base: UnsafeRawPointer, at offset: Int) -> Bool {
        var above: UInt64 = 0
        var from: UInt64 = .max
        for index in 0..<8 {
            let word = base.loadUnaligned(fromByteOffset: offset + 8 &* index, as: UInt64.self)
            above |= word | (word &+ first.aboveUpper)
            from &= word &+ first.fromLower
        }
        return (above | ~from) & SWAR.highBits == 0
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
