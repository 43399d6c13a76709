/// How many terminal columns text occupies: wide East Asian characters and emoji take 2,
/// combining marks and other zero-width scalars take 0, everything else 1.
///
/// Widths are measured per grapheme cluster (`Character`), the unit a terminal draws
/// in one place: `"e\u{301}"` is 1 column, `"👩‍💻"` (a ZWJ sequence) and `"🇫🇷"` (a flag)
/// are 2, `"漢"` is 2.
///
/// ```swift
/// DisplayWidth.of("Hello")     // 5
/// DisplayWidth.of("日本語")     // 6
/// DisplayWidth.of("👍🏽")        // 2
/// ```
package enum DisplayWidth {
    /// The number of columns a string occupies: the sum of its characters' widths.
    package static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The number of columns a string occupies when that is at most `limit`; otherwise some
    /// number above `limit`, found without measuring the rest (so asking whether a long text
    /// fits a line costs the line, not the text).
    package static func of(_ text: some StringProtocol, upTo limit: Int) -> Int {
        var total = 0
        for character in text {
            total += of(character)
            if total > limit { break }
        }
        return total
    }

    /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
    ///
    /// A cluster is 2 columns wide when its first scalar is wide, when it is an emoji
    /// with emoji presentation (including one forced by U+FE0F), or when it is a flag
    /// (a pair of regional indicators). A cluster made only of zero-width scalars is 0.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if character.isASCII {
            // "\r\n" is one cluster; control characters draw nothing.
            return first.value < 0x20 || first.value == 0x7F ? 0 : 1
        }
        var width = 0
        var regionalIndicators = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F, width == 1, scalars.first?.properties.isEmoji == true {
                return 2
            }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
            let scalarWidth = of(scalar)
            if width == 0 { width = scalarWidth }
        }
        if regionalIndicators >= 2 { return 2 }
        return width
    }

    /// The width of one scalar on its own, like POSIX `wcwidth`, except that control
    /// characters count 0 instead of -1.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// Zero-width scalars: combining marks (Mn, Me), format characters (Cf, such as the
    /// zero-width joiner and direction marks), variation selectors and Hangul medial and
    /// final jamo, which join the preceding syllable.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            let value = scalar.value
            return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
        }
    }

    /// Whether a scalar is East Asian Wide or Fullwidth.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= wideRanges[0].lowerBound else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Scalars whose East Asian Width is W or F, from the Unicode Character Database
    /// (EastAsianWidth.txt, Unicode 14), with unassigned gaps between two wide ranges
    /// folded in and the reserved CJK planes 2 and 3 included, as the standard asks.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6, 0xA960...0xA97C,
        0xAC00...0xD7A3, 0xF900...0xFAD9, 0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
        0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E,
        0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
        0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
        0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
        0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAF6,
        0x20000...0x3FFFD,

    ]
}
