import Foundation
import PatternKitTextEditing
import Testing

@Suite("TextEdit: the text after an edit, exactly as UIKit computes it")
struct TextEditTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let location: Int
        let length: Int
        let replacement: String
        let expected: String?
        let note: String

        var testDescription: String { note }
    }

    static let cases: [Case] = [
        Case(text: "abc", location: 1, length: 1, replacement: "X", expected: "aXc", note: "replace a letter"),
        Case(text: "abc", location: 3, length: 0, replacement: "d", expected: "abcd", note: "append at the end"),
        Case(text: "abc", location: 0, length: 3, replacement: "", expected: "", note: "delete everything"),
        Case(text: "", location: 0, length: 0, replacement: "hi", expected: "hi", note: "type into an empty field"),
        Case(text: "abc", location: 4, length: 0, replacement: "x", expected: nil, note: "location past the end"),
        Case(text: "abc", location: 2, length: 2, replacement: "", expected: nil, note: "length past the end"),
        Case(text: "abc", location: -1, length: 1, replacement: "", expected: nil, note: "negative location"),
        Case(text: "abc", location: 1, length: -1, replacement: "", expected: nil, note: "negative length"),
        Case(text: "abc", location: NSNotFound, length: 0, replacement: "x", expected: nil, note: "NSNotFound"),
        Case(text: "abc", location: 1, length: .max, replacement: "", expected: nil, note: "length that overflows"),
        Case(
            text: "😀", location: 1, length: 0, replacement: "x", expected: nil, note: "insert inside a surrogate pair"),
        Case(text: "😀", location: 0, length: 1, replacement: "", expected: nil, note: "delete half an emoji"),
        Case(
            text: "😀😀", location: 1, length: 2, replacement: "", expected: nil,
            note: "cut two pairs (splice would look valid)"),
        Case(text: "😀", location: 0, length: 2, replacement: "", expected: "", note: "delete a whole emoji"),
        Case(text: "ab", location: 1, length: 0, replacement: "😀", expected: "a😀b", note: "insert an emoji"),
        Case(
            text: "cafe\u{301}", location: 4, length: 1, replacement: "", expected: "cafe",
            note: "backspace after a combining accent"),
        Case(
            text: "e\u{301}", location: 1, length: 0, replacement: "\u{302}", expected: "e\u{302}\u{301}",
            note: "insert between a letter and its accent"),
        Case(text: "🇫🇷", location: 2, length: 2, replacement: "", expected: "🇫", note: "delete half a flag"),
        Case(text: "🇫🇷", location: 2, length: 0, replacement: "🇩🇪", expected: "🇫🇩🇪🇷", note: "insert inside a flag"),
        Case(
            text: "👨‍👩‍👧", location: 6, length: 2, replacement: "", expected: "👨‍👩‍",
            note: "delete the last person of a ZWJ family"),
        Case(text: "👨‍👩‍👧", location: 5, length: 1, replacement: "", expected: "👨‍👩👧", note: "delete a zero-width joiner"),
        Case(text: "👍🏽", location: 2, length: 2, replacement: "", expected: "👍", note: "delete a skin-tone modifier"),
        Case(text: "a\r\nb", location: 2, length: 1, replacement: "", expected: "a\rb", note: "delete inside CR LF"),
        Case(text: "한국", location: 1, length: 1, replacement: "어", expected: "한어", note: "replace a Hangul syllable"),
    ]

    @Test("proposedText", arguments: cases)
    func proposedText(_ testCase: Case) throws {
        let edit = TextEdit(
            text: testCase.text,
            range: NSRange(location: testCase.location, length: testCase.length),
            replacement: testCase.replacement
        )
        let proposed = edit.proposedText
        #expect(proposed.map { Array($0.unicodeScalars) } == testCase.expected.map { Array($0.unicodeScalars) })
        #expect(edit.isValid == (testCase.expected != nil))
        #expect((edit.rangeInText != nil) == (testCase.expected != nil))
        #expect((edit.rangeAfterEdit != nil) == (testCase.expected != nil))
        if let proposed {
            // The replacement sits where rangeAfterEdit says.
            let after = try #require(edit.rangeAfterEdit)
            let units = Array(proposed.utf16)[after.location..<(after.location + after.length)]
            #expect(Array(units) == Array(testCase.replacement.utf16))
        }
    }

    @Test("rangeInText maps UTF-16 ranges to exact indices, inside grapheme clusters too")
    func rangeInText() throws {
        let text = "cafe\u{301} 👨‍👩‍👧"
        let range = try #require(TextEdit.range(NSRange(location: 4, length: 1), in: text))
        #expect(Array(text.unicodeScalars[range]) == ["\u{301}"])
        let family = try #require(TextEdit.range(NSRange(location: 9, length: 3), in: text))
        #expect(String(text.unicodeScalars[family]) == "👩\u{200D}")
        #expect(TextEdit.range(NSRange(location: 7, length: 0), in: text) == nil, "inside the man's surrogate pair")
    }

    @Test(
        "nsRange(_:in:) inverts range(_:in:)",
        arguments: [
            NSRange(location: 0, length: 0), NSRange(location: 4, length: 1), NSRange(location: 3, length: 3),
            NSRange(location: 6, length: 8), NSRange(location: 14, length: 0),
        ])
    func roundTrip(_ nsRange: NSRange) throws {
        let text = "cafe\u{301} 👨‍👩‍👧!"
        let range = try #require(TextEdit.range(nsRange, in: text))
        #expect(TextEdit.nsRange(range, in: text) == nsRange)
        #expect(TextEdit(text: text, range: range, replacement: "x").range == nsRange)
    }

    @Test("an index range past the end maps to a range no edit accepts")
    func foreignIndices() {
        let long = "abcdef"
        let range = long.index(long.startIndex, offsetBy: 4)..<long.endIndex
        let edit = TextEdit(text: "ab", range: range, replacement: "")
        #expect(edit.proposedText == nil)
    }

    @Test("replacedText is the exact UTF-16 slice being replaced")
    func replacedText() {
        let edit = TextEdit(text: "cafe\u{301}", range: NSRange(location: 3, length: 2), replacement: "")
        #expect(edit.replacedText.map { Array($0.unicodeScalars) } == ["e", "\u{301}"])
        #expect(TextEdit(text: "😀", range: NSRange(location: 1, length: 1), replacement: "").replacedText == nil)
    }

    @Test(
        "insertion and deletion",
        arguments: [
            (0, 0, "a", true, false), (0, 1, "", false, true), (0, 1, "b", false, false), (0, 0, "", false, false),
        ])
    func kinds(location: Int, length: Int, replacement: String, insertion: Bool, deletion: Bool) {
        let edit = TextEdit(text: "x", range: NSRange(location: location, length: length), replacement: replacement)
        #expect(edit.isInsertion == insertion)
        #expect(edit.isDeletion == deletion)
    }

    @Test("description shows the range and both strings")
    func description() {
        let edit = TextEdit(text: "ab", range: NSRange(location: 1, length: 1), replacement: "c")
        #expect(edit.description == #"replace {1, 1} of "ab" with "c""#)
    }
}
