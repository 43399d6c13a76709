import PropertyBased

/// Random text for property tests: digits of several scripts, letters, whitespace of several
/// kinds, separators, emoji sequences, combining marks, RTL and control characters.
enum TextGen {
    static let pool: [Character] = [
        "0", "1", "5", "9", "a", "Z", "é", "e\u{301}", "ß", "İ", "ı", "ς", "Ё", "ж", "न", "म", "्", "中", "文",
        "١", "٢", "１", "𝟙", " ", " ", "\t", "\n", "\r\n", "\u{3000}", "\u{00A0}", "(", ")", "-", "+", ".", "#", "\\",
        "😀", "👨‍👩‍👧‍👦", "🇺🇸", "1️⃣", "\u{301}", "\u{0}", "\u{202E}", "\u{200B}", "ا", "ש",
    ]

    static let character = Gen<Character?>.element(of: pool).map { $0! }

    /// Strings of 0 to 24 characters from ``pool``.
    static let text = character.string(of: 0...24)

    /// Strings of 0 to 4 characters from ``pool``: what one keystroke or a short paste adds.
    static let typed = character.string(of: 0...4)

    /// Strings of up to 9 ASCII digits: a phone number missing at least one digit.
    static let partialPhoneDigits = Gen.number.string(of: 0...9)

    /// Strings of up to 10 ASCII digits.
    static let phoneDigits = Gen.number.string(of: 0...10)
}
