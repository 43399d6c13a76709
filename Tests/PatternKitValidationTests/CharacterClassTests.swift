import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

@Suite("Character classes")
struct CharacterClassTests {
    static let foreignDigits = ["١٢٣", "１２３", "१२३", "০১২", "๑๒๓", "߀߁"]

    @Test("ASCII digits reject digits of other scripts; decimalDigits accepts them", arguments: foreignDigits)
    func digitsOfOtherScripts(text: String) {
        #expect(!CharacterClass.asciiDigits.allows(text))
        #expect(CharacterClass.decimalDigits.allows(text))
        #expect(CharacterClass.decimalDigits.allows("0123456789" + text))
    }

    @Test(
        "letters accepts words of every script, with their combining marks",
        arguments: [
            "Hello", "Ёлка", "हिन्दी", "नमस्ते", "中文汉字", "日本語かなカナ", "naïve", "e\u{301}", "ǅ", "ʰ", "Ωμέγα", "עברית", "العربية",
        ])
    func lettersOfAnyScript(word: String) {
        #expect(CharacterClass.letters.allows(word))
        #expect(!CharacterClass.letters.allows(word + " "))
        #expect(!CharacterClass.letters.allows(word + "1"))
    }

    @Test("letters and decimalDigits agree with Foundation's CharacterSet on many scalars")
    func agreesWithFoundation() {
        // Foundation's tables may lag the standard library's Unicode version: compare
        // the scalars both know (assigned by Unicode 13).
        let samples = ((0..<0x3000).compactMap(Unicode.Scalar.init) + "🙂😀𝔸𝟘𝟙🏳️‍🌈".unicodeScalars).filter {
            guard let age = $0.properties.age else { return false }
            return age.major < 13 || (age.major == 13 && age.minor == 0)
        }
        #expect(samples.count > 9_000)
        for scalar in samples {
            #expect(CharacterClass.letters.contains(scalar) == CharacterSet.letters.contains(scalar), "\(scalar.value)")
            #expect(
                CharacterClass.decimalDigits.contains(scalar) == CharacterSet.decimalDigits.contains(scalar),
                "\(scalar.value)")
        }
    }

    @Test("A CharacterSet becomes a class with the same members")
    func fromCharacterSet() {
        let hostAllowed = CharacterClass(.urlHostAllowed)
        for value in UInt32(0)..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(hostAllowed.contains(scalar) == CharacterSet.urlHostAllowed.contains(scalar), "\(value)")
        }
        let cyrillic = CharacterClass(CharacterSet(charactersIn: "а"..."я"))
        #expect(cyrillic.allows("привет"))
        #expect(!cyrillic.allows("privet"))
    }

    @Test("charactersIn: takes ASCII and non-ASCII scalars")
    func charactersIn() {
        let rupees = CharacterClass(charactersIn: "0123456789₹,.")
        #expect(rupees.allows("₹1,00,000.50"))
        #expect(!rupees.allows("$100"))
        #expect(rupees.firstDisallowed(in: "₹12$")?.scalar == "$")
        #expect(rupees.firstDisallowed(in: "₹12$")?.utf16Offset == 3)
    }

    @Test("generalCategories selects by Unicode category")
    func generalCategories() {
        let currency = CharacterClass(generalCategories: [.currencySymbol])
        #expect(currency.allows("$€₹₽¥"))
        #expect(!currency.allows("$1"))
    }

    @Test("union combines ASCII, categories and sets")
    func union() {
        let hexOrCyrillic = CharacterClass(charactersIn: "0123456789abcdef").union(
            CharacterClass(CharacterSet(charactersIn: "а"..."я")))
        #expect(hexOrCyrillic.allows("deadbeefпривет"))
        #expect(!hexOrCyrillic.allows("xyz"))
        let alnumAnyScript = CharacterClass.letters.union(.decimalDigits)
        #expect(alnumAnyScript.allows("Ёлка2024हिन्दी१२"))
        #expect(CharacterClass.asciiAlphanumerics == CharacterClass.asciiDigits.union(.asciiLetters))
    }

    @Test("Unions of the same members are equal and hash alike, whatever their order and kinds")
    func unionEquality() {
        let accents = CharacterClass(charactersIn: "éü")
        let symbols = CharacterClass(generalCategories: [.otherSymbol])
        let cyrillic = CharacterClass(CharacterSet(charactersIn: "а"..."я"))
        let orders = [
            CharacterClass.letters.union(accents).union(.decimalDigits).union(cyrillic).union(symbols),
            accents.union(.decimalDigits).union(symbols).union(cyrillic).union(.letters),
            cyrillic.union(symbols.union(.letters)).union(.decimalDigits.union(accents)),
        ]
        for each in orders {
            #expect(each == orders[0])
            #expect(each.hashValue == orders[0].hashValue)
            #expect(each.allows("Ёлка2024éü😀"))
            #expect(!each.allows("Ёлка!"))
        }
        #expect(CharacterClass.letters.union(accents) != CharacterClass.letters)
    }

    @Test(
        "firstDisallowed reports the scalar and its UTF-16 offset",
        arguments: [
            ("12a", CharacterClass.asciiDigits, "a", 2),
            ("🙂1", CharacterClass.asciiDigits, "🙂", 0),
            ("12🙂x", CharacterClass.decimalDigits, "🙂", 2),
            ("१२🙂x", CharacterClass.decimalDigits, "🙂", 2),
            ("Ёлка🙂!", CharacterClass.letters, "🙂", 4),
            ("Ёлка😀😀!", CharacterClass.letters.union(CharacterClass(generalCategories: [.otherSymbol])), "!", 8),
            ("e\u{301}x1", CharacterClass.asciiLetters, "\u{301}", 1),
            ("abc\u{0}", CharacterClass.asciiLetters, "\u{0}", 3),
        ])
    func firstDisallowed(text: String, allowed: CharacterClass, scalar: Unicode.Scalar, offset: Int) {
        let found = allowed.firstDisallowed(in: text)
        #expect(found?.scalar == scalar)
        #expect(found?.utf16Offset == offset)
        #expect(
            found?.utf16Offset
                == text.utf16.distance(
                    from: text.utf16.startIndex, to: text.unicodeScalars.firstIndex(where: { !allowed.contains($0) })!))
    }

    @Test("The word-at-a-time scan finds a bad byte at every position of every length")
    func everyPositionAndLength() {
        for length in 0..<80 {
            let valid = String(repeating: "7", count: length)
            #expect(CharacterClass.asciiDigits.allows(valid))
            for position in 0..<length {
                for bad in ["x", "/", ":", "\u{0}", "\u{7F}", "é", "١", "🙂"] {
                    var scalars = Array(valid.unicodeScalars)
                    scalars[position] = bad.unicodeScalars.first!
                    let text = String(String.UnicodeScalarView(scalars))
                    let found = CharacterClass.asciiDigits.firstDisallowed(in: text)
                    #expect(found?.utf16Offset == position, "length \(length), \(bad) at \(position)")
                    #expect(!CharacterClass.asciiDigits.allows(text))
                }
            }
        }
    }

    @Test(
        "Each range kernel accepts its boundaries and rejects their neighbours",
        arguments: [
            (CharacterClass.asciiDigits, "09", "/:"),
            (CharacterClass.asciiLetters, "AZaz", "@[`{"),
            (CharacterClass.asciiAlphanumerics, "09AZaz", "/:@[`{"),
            (CharacterClass(charactersIn: "-_0123456789abcdefABCDEF"), "-_09afAF", "/:@G`g,."),
            (CharacterClass(charactersIn: "\u{0}\u{7F}"), "\u{0}\u{7F}", "\u{1}\u{7E}"),
        ])
    func rangeBoundaries(allowed: CharacterClass, inside: String, outside: String) {
        // Long enough to go through the 64-byte and 8-byte loops, not only the tail.
        for scalar in inside.unicodeScalars {
            #expect(allowed.allows(String(repeating: String(scalar), count: 100)), "\(scalar.value)")
        }
        for scalar in outside.unicodeScalars {
            let text = String(repeating: String(inside.unicodeScalars.first!), count: 70) + String(scalar)
            #expect(allowed.firstDisallowed(in: text)?.utf16Offset == 70, "\(scalar.value)")
        }
    }

    /// Inputs mixing every kind of text, for comparing the fast path with the slow one.
    static let corpus: [String] = [
        "", "0", "123", "12a", "Hello", "Ёлка", "हिन्दी", "١٢٣", "１２３", "🙂", "👨‍👩‍👧‍👦", "e\u{301}", "\u{200F}abc",
        "abc\u{0}def", String(repeating: "1234567890", count: 20) + "x", String(repeating: "ab", count: 50) + "😀",
        "mixed Ёлка 123 हिन्दी 🙂 end", String(repeating: "é", count: 40),
    ]

    @Test(
        "The contiguous UTF-8 scan and the scalar-by-scalar fallback always agree",
        arguments: [
            CharacterClass.asciiDigits, .asciiLetters, .asciiAlphanumerics, .decimalDigits, .letters,
            CharacterClass(charactersIn: "-_0123456789abcdef"), CharacterClass(.alphanumerics),
            CharacterClass(charactersIn: "0123456789").union(CharacterClass(generalCategories: [.otherSymbol])),
        ])
    func fastAndSlowPathsAgree(allowed: CharacterClass) {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("09az AZ_-é١१🙂\u{301}\u{0}Ё中".unicodeScalars)
        let random = (0..<200).map { _ in
            String(
                String.UnicodeScalarView(
                    (0..<Int.random(in: 0...90, using: &generator)).map { _ in
                        Bool.random(using: &generator) ? "5" : alphabet.randomElement(using: &generator)!
                    }))
        }
        for text in Self.corpus + random {
            let fast = allowed.firstDisallowed(in: text)
            let slow = allowed.firstDisallowed(inScalars: text.unicodeScalars)
            #expect(fast?.scalar == slow?.scalar && fast?.utf16Offset == slow?.utf16Offset, "\(text.debugDescription)")
            #expect(allowed.allows(text) == (slow == nil))
            #expect(allowed.allows(text[...]) == (slow == nil))
        }
    }

    @Test("Substrings are scanned in place, with offsets relative to the substring")
    func substrings() {
        let text = "abc123def"
        let digits = text.dropFirst(3).prefix(3)
        #expect(CharacterClass.asciiDigits.allows(digits))
        #expect(CharacterClass.asciiDigits.firstDisallowed(in: text.dropFirst(3))?.utf16Offset == 3)
    }
}
