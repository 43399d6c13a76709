import Foundation
import PatternKitValidation
import Testing

@Suite("ASCII, letters-and-digits and hexadecimal rules")
struct CharacterRuleTests {
    /// Includes the vectors of Vapor's and SwiftValidators' ASCII tests.
    @Test(
        "ASCII",
        arguments: [
            ("foobar", true), ("0987654321", true), ("test@example.com", true), ("1234abcDEF", true),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", true), ("\n\r\t", true),
            (" !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", true), ("", true), ("\u{0}\u{7F}", true),
            ("ασφαδφ", false), ("ασδαδafad", false), ("13edsaαφδσ", false), ("ｶﾀｶﾅ", false), ("\n\r\t\u{129}", false),
            ("ABCDEFGHIJKLMNOPQR🤠STUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", false), ("naïve", false),
            ("\u{80}", false), ("a\u{A0}b", false),
        ])
    func ascii(input: String, valid: Bool) {
        #expect(CharacterClassValidator.ascii.isValid(input) == valid)
        #expect(CharacterClassValidator.ascii.failures(input).map(\.code) == (valid ? [] : [.ascii]))
    }

    @Test("ASCII errors point at the first other character")
    func asciiError() {
        let error = CharacterClassValidator.ascii.firstFailure("ok 🤠 ü")
        #expect(error?.parameters[.character] == "🤠")
        #expect(error?.parameters[.utf16Offset] == 3)
        #expect(error?.localizedFailureReason(in: "en") == "The input can contain only ASCII characters")
        #expect(error?.localizedFailureReason(in: "ru") == "Значение может содержать только символы ASCII")
    }

    /// Includes the alphanumeric vectors of SwiftValidators, Vapor, SwiftValidator and
    /// FormValidatorSwift, which agree on ASCII and differ beyond it.
    @Test(
        "Letters and digits of any script",
        arguments: [
            ("abc123", true), ("ABC11", true), ("asdfd464342ghj", true),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", true), ("Ёлка2024", true),
            ("हिन्दी१२३", true), ("東京23", true), ("مرحبا٣", true), ("naïve", true), ("cafe\u{301}", true), ("", true),
            ("１２３ａｂｃ", true), ("foo!!", false), ("abc __ __ ", false),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", false), ("a b", false), ("👍", false),
            ("12.5", false), ("Ⅻ", false), ("½", false), ("a\u{200D}b", false),
            ("abcDefgh1234567890", true), ("abÅÄcdefÖgh1234567890", true), ("abc Def gh1234 567890", false),
            ("abÅ Äcdef Ögh1234 567890", false), ("a?!1", false),
        ])
    func lettersAndDigits(input: String, valid: Bool) {
        #expect(CharacterClassValidator.lettersAndDigits.isValid(input) == valid)
        #expect(
            CharacterClassValidator.lettersAndDigits.failures(input).map(\.code) == (valid ? [] : [.lettersAndDigits]))
        // Wider than the ASCII rule, never narrower.
        if CharacterClassValidator.alphanumeric.isValid(input) { #expect(valid) }
    }

    /// FormValidatorSwift's alphanumeric condition may allow spaces: a union of classes.
    @Test(
        "Letters and digits with spaces",
        arguments: [
            ("abc Def gh1234 567890", true), ("abÅ Äcdef Ögh1234 567890", true), ("東京　23", true), ("a?!1", false),
            ("a\tb", false),
        ])
    func lettersDigitsAndSpaces(input: String, valid: Bool) {
        let withSpaces = CharacterClassValidator.allowing(
            .lettersAndDigits.union(CharacterClass(generalCategories: [.spaceSeparator])), code: .lettersAndDigits)
        #expect(withSpaces.isValid(input) == valid)
    }

    /// Includes SwiftValidators' isHexadecimal and isMongoId vectors.
    @Test(
        "Hexadecimal",
        arguments: [
            ("deadBEEF", true), ("ff0044", true), ("0123456789abcdefABCDEF", true), ("", true),
            ("sgrl", false), ("---", false), ("#,dsfsdf", false), ("0x1F", false), ("ｆｆ", false), ("١٢", false),
        ])
    func hexadecimal(input: String, valid: Bool) {
        #expect(CharacterClassValidator.hexadecimal.isValid(input) == valid)
        #expect(CharacterClassValidator.hexadecimal.failures(input).map(\.code) == (valid ? [] : [.hexadecimal]))
    }

    @Test(
        "A MongoDB ObjectId is hexadecimal of length 24",
        arguments: [
            ("507f1f77bcf86cd799439011", true), ("507f1f77bcf86cd7994390", false), ("507f1f77bcf86cd79943901z", false),
        ])
    func objectID(input: String, valid: Bool) {
        let objectID = CharacterClassValidator.hexadecimal.and(.length(exactly: 24))
        #expect(objectID.isValid(input) == valid)
    }

    @Test(
        "Typing checks only the typed text",
        arguments: [
            (CharacterClassValidator.ascii, "abc", "d", true), (.ascii, "abc", "é", false),
            (.lettersAndDigits, "Ёлка", "2", true), (.lettersAndDigits, "Ёлка", " ", false),
            (.hexadecimal, "ff", "0", true), (.hexadecimal, "ff", "g", false),
        ])
    func incremental(validator: CharacterClassValidator, text: String, typed: String, valid: Bool) {
        let edit = TextEdit(text: text, range: NSRange(location: text.utf16.count, length: 0), replacement: typed)
        #expect(validator.isValid(edit: edit) == valid)
        #expect(validator.isPerCharacter)
    }
}
