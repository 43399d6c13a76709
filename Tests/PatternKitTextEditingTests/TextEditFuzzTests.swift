import Foundation
import PatternKitTextEditing
import Testing

/// Compares ``TextEdit`` with a plain splice of UTF-16 code units — the model of `NSString`
/// — on random texts full of the cases that break naive code.
@Suite("TextEdit against a plain UTF-16 splice (randomized)")
struct TextEditFuzzTests {
    /// Pieces that stress UTF-16 and grapheme handling.
    static let pieces = [
        "a", "Z", " ", "7", "é", "e\u{301}", "\u{301}", "\u{302}", "😀", "👍🏽",
        "👨‍👩‍👧", "\u{200D}", "🇫🇷", "🇩🇪", "🇺", "\r\n", "\n", "한", "ᄒ\u{1161}", "𝔘", "中", "‮",
    ]

    @Test(
        "proposedText equals the UTF-16 splice, or is nil exactly when the range does not fit",
        arguments: [1, 2, 3, 42, 2024, 65_537] as [UInt64])
    func matchesSplice(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<400 {
            let text = Self.randomText(using: &random, maxPieces: 8)
            let replacement = Self.randomText(using: &random, maxPieces: 3)
            let units = Array(text.utf16)
            let location = Int.random(in: -1...(units.count + 1), using: &random)
            let length = Int.random(in: -1...(units.count + 2), using: &random)
            let edit = TextEdit(
                text: text, range: NSRange(location: location, length: length), replacement: replacement)

            let expected = Self.splice(units, location: location, length: length, with: Array(replacement.utf16))
            let actual = edit.proposedText.map { Array($0.utf16) }
            #expect(actual == expected, "\(edit)")
        }
    }

    /// The reference: `nil` when out of bounds or when an end of the range falls between a
    /// high and a low surrogate; otherwise the spliced units (which must be valid UTF-16).
    static func splice(_ units: [UInt16], location: Int, length: Int, with replacement: [UInt16]) -> [UInt16]? {
        guard location >= 0, length >= 0, location <= units.count, length <= units.count - location else { return nil }
        func cutsPair(_ offset: Int) -> Bool {
            offset > 0 && offset < units.count && UTF16.isLeadSurrogate(units[offset - 1])
                && UTF16.isTrailSurrogate(units[offset])
        }
        guard !cutsPair(location), !cutsPair(location + length) else { return nil }
        let result = Array(units[..<location]) + replacement + Array(units[(location + length)...])
        precondition(
            Array(String(decoding: result, as: UTF16.self).utf16) == result, "reference splice made invalid UTF-16")
        return result
    }

    static func randomText(using random: inout SplitMix64, maxPieces: Int) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
}

/// A small seeded generator, so every run checks the same cases and a failure reproduces.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
