import Foundation
import PatternKitValidation
import Testing

/// CaseSanitizer maps ASCII itself and each other character once per text (issue 14: with a
/// locale it called Foundation for every character, 155 ms on 200 kB); the result must stay
/// what mapping every character on its own gives.
@Suite("CaseSanitizer on long, repetitive texts")
struct CaseSanitizerLongTextTests {
    /// Every kind of character the shortcuts treat differently: plain ASCII, the letters
    /// languages tailor (i, I, j, J, ı, İ), growing ones, Greek, CR LF, combining marks, emoji.
    static let sample = "Ab1 iIjJ ıİ straße ΆλφαΣ\r\nI\u{300}i\u{307} 👍🏽 x\u{0}y ǅ"

    @Test(
        "Each character is mapped as on its own, however often it repeats",
        arguments: [
            (CaseSanitizer.Case.upper, "tr"), (.lower, "tr"), (.upper, "az"), (.upper, "lt"), (.lower, "lt"),
            (.upper, "el"), (.lower, "el"), (.upper, "en"), (.lower, "de"),
        ])
    func perCharacter(targetCase: CaseSanitizer.Case, language: String) {
        let locale = Locale(identifier: language)
        let text = String(repeating: Self.sample, count: 300)
        let expected = text.map { Self.reference(String($0), targetCase, locale) }
        let sanitizer = CaseSanitizer(targetCase, locale: locale)
        #expect(sanitizer.sanitize(text) == expected.joined())
        // The caret after the 100th character lands after that character's mapping.
        let caret = text.prefix(100).utf16.count
        let result = sanitizer.sanitize(text, cursor: caret)
        #expect(result.text == expected.joined())
        #expect(result.cursor == expected.prefix(100).joined().utf16.count)
    }

    @Test(
        "Without a locale, ASCII and the rest map as Unicode's default does",
        arguments: [CaseSanitizer.Case.upper, .lower])
    func withoutLocale(targetCase: CaseSanitizer.Case) {
        let text = String(repeating: Self.sample, count: 50)
        let expected = text.map { character in
            targetCase == .upper ? String(character).uppercased() : String(character).lowercased()
        }
        #expect(CaseSanitizer(targetCase).sanitize(text, cursor: 0).text == expected.joined())
    }

    /// One character mapped by Foundation, U+0000 kept (Foundation on Linux stops at it).
    static func reference(_ character: String, _ targetCase: CaseSanitizer.Case, _ locale: Locale) -> String {
        guard character != "\u{0}" else { return character }
        return targetCase == .upper ? character.uppercased(with: locale) : character.lowercased(with: locale)
    }
}
