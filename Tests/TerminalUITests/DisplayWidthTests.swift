import Testing

@testable import ShowcaseKit

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "columns per character",
        arguments: [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("日", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2),
            ("👍", 2), ("👍🏽", 2), ("👩‍💻", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("#️⃣", 2),
            ("\u{200D}", 0), ("\u{200E}", 0), ("\u{7}", 0), ("ก", 1), ("\u{0E31}", 0), ("Я", 1), ("α", 1),
            ("\u{1100}\u{1161}", 2), ("𠀋", 2),
        ] as [(Character, Int)])
    func character(character: Character, width: Int) {
        #expect(DisplayWidth.of(character) == width)
    }

    @Test(
        "columns per string",
        arguments: [
            ("Hello", 5), ("日本語", 6), ("Zürich", 6), ("a👩‍👩‍👧b", 4), ("", 0), ("मनीष", 3),
        ])
    func string(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }
}
