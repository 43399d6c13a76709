import PatternKitValidation
import Testing

/// Long inputs go through the 64-byte block scan; every position of a block, and every
/// neighbour of the allowed range, must be judged as a character-by-character check judges it.
@Suite("Character classes on long inputs")
struct CharacterClassLongInputTests {
    /// Bytes just outside and inside the ranges, and text that is not ASCII.
    static let intruders = ["/", ":", "@", "[", "`", "{", " ", "\u{7F}", "é", "٣", "\u{0}"]

    @Test("Digits: one intruder anywhere in up to 300 characters is found", arguments: intruders)
    func digits(_ intruder: String) {
        for length in [63, 64, 65, 128, 200, 300] {
            let digits = String(repeating: "0123456789", count: length / 10 + 1).prefix(length)
            #expect(CharacterClassValidator.numeric.isValid(String(digits)))
            for position in 0..<length {
                var text = Array(digits)
                text[position] = Character(intruder)
                let candidate = String(text)
                let expected = candidate.allSatisfy { ("0"..."9").contains($0) }
                #expect(CharacterClassValidator.numeric.isValid(candidate) == expected, "\(length) at \(position)")
            }
        }
    }

    @Test("Letters: one intruder anywhere in up to 200 characters is found", arguments: intruders)
    func letters(_ intruder: String) {
        for length in [64, 130, 200] {
            let letters = String(repeating: "azAZmq", count: length / 6 + 1).prefix(length)
            #expect(CharacterClassValidator.alpha.isValid(String(letters)))
            for position in 0..<length {
                var text = Array(letters)
                text[position] = Character(intruder)
                #expect(!CharacterClassValidator.alpha.isValid(String(text)), "\(length) at \(position)")
            }
        }
    }
}
