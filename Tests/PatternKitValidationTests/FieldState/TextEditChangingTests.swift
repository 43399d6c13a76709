import Foundation
import PatternKitValidation
import Testing

@Suite("The edit between two texts")
struct TextEditChangingTests {
    @Test(
        "The smallest edit, in UTF-16 units of the old text",
        arguments: [
            ("12", "1a2", 1, 0, "a"),
            ("12", "123", 2, 0, "3"),
            ("123", "13", 1, 1, ""),
            ("aa", "aaa", 2, 0, "a"),  // placed as late as possible
            ("ab", "b", 0, 1, ""),
            ("", "hello", 0, 0, "hello"),
            ("hello", "", 0, 5, ""),
            ("same", "same", 4, 0, ""),
            ("😀1", "😀21", 2, 0, "2"),  // the emoji is two UTF-16 units
            ("cafe\u{301}", "cafe", 4, 1, ""),  // only the combining accent goes
            ("abc", "xyz", 0, 3, "xyz"),
        ])
    func smallest(old: String, new: String, location: Int, length: Int, replacement: String) {
        let edit = TextEdit(changing: old, to: new)
        #expect(edit.range == NSRange(location: location, length: length))
        #expect(edit.replacement == replacement)
        #expect(edit.text == old)
        #expect(edit.proposedText == new)
    }

    @Test("Applying the edit always gives the new text")
    func roundTrip() {
        // A fixed pseudo-random sequence: the same cases on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet: [String] = ["a", "b", "1", "é", "e\u{301}", "😀", "👩‍👩‍👧", "中", " ", "\u{0}"]
        func text() -> String {
            (0..<next(6)).map { _ in alphabet[next(alphabet.count)] }.joined()
        }
        for _ in 0..<2_000 {
            let old = text()
            let new = text()
            let edit = TextEdit(changing: old, to: new)
            #expect(edit.isValid)
            #expect(edit.proposedText == new, "\(old.debugDescription) → \(new.debugDescription)")
        }
    }
}
