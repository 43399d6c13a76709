import Foundation
import PatternKitValidation
import Testing

@Suite("Input masks")
struct InputMaskTests {
    static let phone = InputMask("(###) ###-####")
    static let card = InputMask("#### #### #### ####")
    static let russian = InputMask("+7 (###) ###-##-##")

    @Test(
        "Formats raw, partial and already formatted input",
        arguments: [
            (phone, "5551234567", "(555) 123-4567"),
            (phone, "555.123.4567", "(555) 123-4567"),
            (phone, "555-123-4567", "(555) 123-4567"),
            (phone, "(555) 123-4567", "(555) 123-4567"),
            (phone, "55512", "(555) 12"),
            (phone, "555", "(555"),
            (phone, "5", "(5"),
            (phone, "", ""),
            (phone, "(", ""),
            (phone, "(555) 123-45678", "(555) 123-4567"),
            (phone, "5a5b5", "(555"),
            (phone, "１２３", ""),  // fullwidth digits are not "#"; put .digitsOnly in front for them
            (phone, "5️⃣55", "(55"),  // a keycap emoji is one character, and not a digit
            (card, "4111111111111111", "4111 1111 1111 1111"),
            (card, "4111 1111 1111 1111", "4111 1111 1111 1111"),
            (card, "41111", "4111 1"),
            (russian, "9161234567", "+7 (916) 123-45-67"),
            (russian, "+7 (916) 123-45-67", "+7 (916) 123-45-67"),
            (russian, "79161234567", "+7 (916) 123-45-67"),  // the literal 7 is taken as the literal
            (InputMask("(###)"), "555", "(555)"),  // closing literals once complete
            (InputMask("(###)"), "55", "(55"),
            (InputMask("\\#-###"), "123", "#-123"),  // an escaped slot character is a literal
            (InputMask("@@-##"), "ab12", "ab-12"),
            (InputMask("@@-##"), "1ab2", "ab-2"),
            (InputMask("***"), "a1!b", "a1b"),
        ])
    func formatting(mask: InputMask, input: String, expected: String) {
        #expect(mask.sanitize(input) == expected)
        #expect(mask.sanitize(expected) == expected)
    }

    @Test("Custom slots: an ISBN-10 whose check digit may be X")
    func customSlots() {
        let isbn = InputMask(
            "#-###-#####-X", slots: ["#": .asciiDigits, "X": CharacterClass(charactersIn: "0123456789Xx")])
        #expect(isbn.sanitize("080442957X") == "0-804-42957-X")
        #expect(isbn.slotCount == 10)
        #expect(isbn.description == "#-###-#####-X")
    }

    @Test(
        "The caret stays after the same digit",
        arguments: [
            (phone, "555|1234", "(555|) 123-4"),
            (phone, "5551|234", "(555) 1|23-4"),
            (phone, "|5551234", "|(555) 123-4"),
            (phone, "5551234|", "(555) 123-4|"),
            (phone, "(555) 1|23", "(555) 1|23"),
            (phone, "(555)| 123", "(555|) 123"),
            (card, "4111|1111", "4111| 1111"),
            (InputMask("(###)"), "555|", "(555)|"),
        ])
    func caret(mask: InputMask, input: String, expected: String) {
        #expect(mask.marked(input) == expected)
    }

    /// Types `keys` one at a time at the caret, as a text field would, starting from `start`.
    func type(_ keys: String, into start: String, with sanitizer: some Sanitizer) throws -> SanitizedText {
        var field = SanitizedText(text: Caret(start).text, cursor: Caret(start).cursor)
        for key in keys {
            let edit = TextEdit(
                text: field.text, range: NSRange(location: field.cursor, length: 0), replacement: String(key))
            field = try sanitizer.apply(edit)
        }
        return field
    }

    @Test("Typing a number key by key formats it and keeps the caret at the end")
    func typingAtTheEnd() throws {
        var field = SanitizedText(text: "", cursor: 0)
        for key in "5551234567" {
            let edit = TextEdit(
                text: field.text, range: NSRange(location: field.cursor, length: 0), replacement: String(key))
            field = try Self.phone.apply(edit)
            #expect(field.cursor == field.text.utf16.count)
        }
        #expect(field.text == "(555) 123-4567")
        // A key past the end is dropped; the text stays.
        #expect(try type("8", into: "(555) 123-4567|", with: Self.phone).description == "(555) 123-4567|")
    }

    @Test(
        "Typing in the middle inserts in order instead of scrambling the number",
        arguments: [
            ("(555) |12", "98", "(555) 98|1-2"),
            ("(555|) 12", "98", "(555) 98|1-2"),
            ("(|555) 12", "1", "(1|55) 512"),
            ("(555) 12|", "3", "(555) 123|"),
        ])
    func typingInTheMiddle(start: String, keys: String, expected: String) throws {
        #expect(try type(keys, into: start, with: Self.phone).description == expected)
    }

    @Test(
        "Backspace over a separator deletes the digit before it",
        arguments: [
            // (text, deleted range, expected)
            ("(555) 123", NSRange(location: 5, length: 1), "(55|1) 23"),  // the space
            ("(555) 123", NSRange(location: 4, length: 2), "(55|1) 23"),  // ") " selected
            ("(555) 123-4", NSRange(location: 9, length: 1), "(555) 12|4"),  // the dash
            ("(555) 123", NSRange(location: 8, length: 1), "(555) 12|"),  // a digit: as usual
            ("(555) 1", NSRange(location: 6, length: 1), "(555|"),  // the last digit: separators go too
            ("(555", NSRange(location: 0, length: 1), "|(555"),  // nothing before the "(": nothing changes
            ("(555) 123", NSRange(location: 0, length: 9), "|"),  // select all, delete
        ])
    func backspace(text: String, range: NSRange, expected: String) throws {
        let result = try Self.phone.apply(TextEdit(text: text, range: range, replacement: ""))
        #expect(result.description == expected)
    }

    @Test("Pasting and replacing a selection")
    func pasting() throws {
        let paste = TextEdit(text: "", range: NSRange(location: 0, length: 0), replacement: "555-123-4567")
        #expect(try Self.phone.apply(paste).description == "(555) 123-4567|")
        let replaceAll = TextEdit(text: "(555) 123-4567", range: NSRange(location: 0, length: 14), replacement: "9")
        #expect(try Self.phone.apply(replaceAll).description == "(9|")
        #expect(throws: ValidationError.self) {
            try Self.phone.apply(TextEdit(text: "(555", range: NSRange(location: 3, length: 9), replacement: ""))
        }
    }

    @Test(
        "rawValue(of:) and isComplete(_:)",
        arguments: [
            ("(555) 123-4567", "5551234567", true),
            ("5551234567", "5551234567", true),
            ("555-123-4567", "5551234567", true),
            ("(555) 123-4567 ", "5551234567", true),
            ("(555) 12", "55512", false),
            ("55512345678", "5551234567", false),  // a digit too many
            ("", "", false),
        ])
    func rawAndComplete(text: String, raw: String, complete: Bool) {
        #expect(Self.phone.rawValue(of: text) == raw)
        #expect(Self.phone.isComplete(text) == complete)
        #expect(Self.phone.validator.isValid(text) == complete)
    }

    @Test(
        "MaskValidator's error names the format in every language",
        arguments: [
            ("en", "The input must have the format (###) ###-####"),
            ("hi", "इनपुट का प्रारूप (###) ###-#### होना चाहिए"),
            ("ru", "Значение должно иметь формат (###) ###-####"),
            ("zh-Hans", "输入必须符合格式 (###) ###-####"),
        ])
    func maskMessage(language: String, reason: String) {
        let error = Self.phone.validator.failures("(555) 12")[0]
        #expect(error.code == .incompleteMask)
        #expect(error.parameters[.mask] == "(###) ###-####")
        #expect(error.localizedFailureReason(in: language) == reason)
        #expect(
            MaskValidator(Self.phone, reason: "Ten digits, please").failures("5")[0].localizedFailureReason(in: "en")
                == "Ten digits, please")
    }
}
