import Foundation
import PatternKitValidation
import Testing

@Suite("Sanitizers")
struct SanitizerTests {
    @Test(
        "keeping(_:) deletes characters outside the class; the caret keeps its neighbours",
        arguments: [
            ("12|a3", "12|3"), ("a|b1", "|1"), ("1é|2", "1|2"), ("", "|"), ("123|", "123|"), ("|x9", "|9"),
        ])
    func keeping(input: String, expected: String) {
        #expect(CharacterFilterSanitizer.keeping(.asciiDigits).marked(input) == expected)
        #expect(CharacterFilterSanitizer.keeping(.asciiDigits).sanitize(Caret(input).text) == Caret(expected).text)
    }

    @Test(
        "digitsOnly keeps digits of every script as ASCII",
        arguments: [
            ("+1 (555) 1|23", "15551|23"), ("١٢|٣", "12|3"), ("１２３|", "123|"), ("📞 55|5", "55|5"),
            ("१२३४", "1234|"), ("1️⃣2", "12|"), ("abc|", "|"), ("𝟙|𝟚", "1|2"),  // non-BMP digits: two UTF-16 units each
        ])
    func digitsOnly(input: String, expected: String) {
        #expect(DigitsSanitizer.digitsOnly.marked(input) == expected)
    }

    @Test(
        "trimmingWhitespace removes whitespace characters at the ends only",
        arguments: [
            ("  ab|c  ", "ab|c"), (" |abc", "|abc"), ("abc  |", "abc|"), ("\r\n x \u{3000}", "x|"),
            ("a  b", "a  b|"), ("   ", "|"), (" \u{301}a ", " \u{301}a|"), ("|\t\tx", "|x"),
        ])
    func trimming(input: String, expected: String) {
        #expect(TrimmingSanitizer.trimmingWhitespace.marked(input) == expected)
    }

    @Test("Trimming one end only")
    func trimmingEdges() {
        #expect(TrimmingSanitizer.trimmingWhitespace(.leading).sanitize("  a  ") == "a  ")
        #expect(TrimmingSanitizer.trimmingWhitespace(.trailing).sanitize("  a  ") == "  a")
    }

    @Test(
        "collapsingWhitespace makes each run one space",
        arguments: [
            ("a  |  b", "a |b"), ("a\t\n\nb", "a b|"), ("  a  ", " a |"), ("a b", "a b|"),
            ("|\u{2003}\u{2003}x", "| x"),
        ])
    func collapsing(input: String, expected: String) {
        #expect(WhitespaceCollapsingSanitizer.collapsingWhitespace.marked(input) == expected)
    }

    static let family = "👨‍👩‍👧‍👦"

    @Test(
        "truncated(to:) cuts between characters in every unit",
        arguments: [
            (5, TextUnit.characters, "Hello, w|orld", "Hello|"),
            (5, .characters, "He|llo, world", "He|llo"),
            (2, .characters, family + family + "|" + family, family + family + "|"),
            (2, .characters, "e\u{301}e\u{301}e\u{301}", "e\u{301}e\u{301}|"),
            (10, .utf16, family + "!", "|"),  // the family is 11 UTF-16 units: dropped whole
            (12, .utf16, family + "!", family + "!|"),
            (5, .utf8, "ééé", "éé|"),
            (3, .unicodeScalars, "e\u{301}e\u{301}", "e\u{301}|"),
            (0, .characters, "abc", "|"),
            (-4, .characters, "abc", "|"),
            (3, .characters, "🇺🇸🇩🇪🇮🇳🇷🇺", "🇺🇸🇩🇪🇮🇳|"),
        ])
    func truncating(limit: Int, unit: TextUnit, input: String, expected: String) {
        #expect(TruncatingSanitizer.truncated(to: limit, unit: unit).marked(input) == expected)
    }

    @Test(
        "uppercased and lowercased map each character; the caret follows growing ones",
        arguments: [
            (CaseSanitizer.uppercased, "stra|ße", "STRA|SSE"),
            (.uppercased, "straß|e", "STRASS|E"),
            (.lowercased, "İ|x", "i\u{307}|x"),
            (.lowercased, "ЁЛКА|", "ёлка|"),
            (.uppercased(locale: Locale(identifier: "tr")), "i|stanbul", "İ|STANBUL"),
            (.lowercased(locale: Locale(identifier: "tr")), "ISPARTA|", "ısparta|"),
            (.uppercased, "नमस्ते|", "नमस्ते|"),
        ])
    func changingCase(sanitizer: CaseSanitizer, input: String, expected: String) {
        #expect(sanitizer.marked(input) == expected)
        #expect(sanitizer.sanitize(Caret(input).text) == Caret(expected).text)
    }

    @Test("Chains carry the caret through each sanitizer")
    func chains() {
        let tidy: some Sanitizer = .trimmingWhitespace.then(.collapsingWhitespace)
        #expect(tidy.marked("  Ada \t\n  Love|lace ") == "Ada Love|lace")
        #expect(tidy.sanitize("  Ada \t\n  Lovelace ") == "Ada Lovelace")
        let card: some Sanitizer = .digitsOnly.then(InputMask("#### #### #### ####"))
        #expect(card.marked("4111-1111|-1111-1111") == "4111 1111| 1111 1111")
        #expect(card.sanitize("٤١١١١١١١١١١١١١١١") == "4111 1111 1111 1111")
    }

    @Test(
        "A closure sanitizer places the caret by comparing before and after",
        arguments: [
            ("a\u{200B}|b", "a|b"), ("|\u{200B}ab", "|ab"), ("ab\u{200B}\u{200B}|", "ab|"),
            ("x\u{200B}y\u{200B}|z", "xy|z"),
        ])
    func closures(input: String, expected: String) {
        let noZeroWidth = AnySanitizer { $0.replacingOccurrences(of: "\u{200B}", with: "") }
        #expect(noZeroWidth.marked(input) == expected)
        #expect(noZeroWidth(Caret(input).text) == Caret(expected).text)
    }

    @Test("Carets outside the text, or inside a surrogate pair, are moved into it")
    func clamping() {
        #expect(SanitizedText(text: "abc", cursor: -5).cursor == 0)
        #expect(SanitizedText(text: "abc", cursor: 99).cursor == 3)
        #expect(SanitizedText(text: "😀", cursor: 1).cursor == 0)
        #expect(DigitsSanitizer.digitsOnly.sanitize("1😀2", cursor: 2).cursor == 1)
        #expect(TrimmingSanitizer.trimmingWhitespace.sanitize(" a ", cursor: .max).cursor == 1)
        #expect(SanitizedText(text: "ab", cursor: 1).selection == NSRange(location: 1, length: 0))
    }

    @Test("apply(_:) edits, then sanitizes; a range that does not fit is an error")
    func applyingEdits() throws {
        let upper: some Sanitizer = .uppercased
        let typed = try upper.apply(TextEdit(text: "ab", range: NSRange(location: 1, length: 0), replacement: "ß"))
        #expect(typed.description == "ASS|B")
        #expect(throws: ValidationError.self) {
            try upper.apply(TextEdit(text: "ab", range: NSRange(location: 5, length: 0), replacement: "x"))
        }
        let erased = AnySanitizer(upper)
        #expect(
            try erased.apply(TextEdit(text: "ab", range: NSRange(location: 2, length: 0), replacement: "c")).text
                == "ABC")
        #expect(throws: ValidationError.self) {
            try AnySanitizer { $0 }.apply(
                TextEdit(text: "ab", range: NSRange(location: -1, length: 0), replacement: "x"))
        }
    }

    @Test("Bad input is answered, never a crash: NUL, a 1 MB paste, lone combining marks")
    func badInput() {
        let sanitizers: [AnySanitizer] = [
            AnySanitizer(.digitsOnly), AnySanitizer(.trimmingWhitespace), AnySanitizer(.collapsingWhitespace),
            AnySanitizer(.truncated(to: 3)), AnySanitizer(.uppercased), AnySanitizer(InputMask("(###) ###-####")),
            AnySanitizer(.keeping(.letters)),
        ]
        let big = String(repeating: "1 a\u{0}", count: 250_000)
        for sanitizer in sanitizers {
            for input in ["\u{0}", "\u{301}\u{301}", big, "\u{202E}abc\u{202C}"] {
                let result = sanitizer.sanitize(input, cursor: input.utf16.count / 2)
                #expect((0...result.text.utf16.count).contains(result.cursor))
            }
        }
        #expect(DigitsSanitizer.digitsOnly.sanitize(big).count == 250_000)
    }
}
