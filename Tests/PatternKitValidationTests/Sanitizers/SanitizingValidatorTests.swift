import Foundation
import PatternKitValidation
import Testing

@Suite("Sanitize, then validate")
struct SanitizingValidatorTests {
    static let cardMask = InputMask("#### #### #### ####")

    @Test(
        "The validator sees the sanitized text",
        arguments: [
            ("4111-1111-1111-1111", true), ("4111 1111 1111 1111", true), ("٤١١١١١١١١١١١١١١١", true),
            ("4111 1111", false), ("", false),
        ])
    func sanitizeThenValidate(input: String, valid: Bool) {
        let card = MaskValidator(Self.cardMask).sanitizing(with: .digitsOnly.then(Self.cardMask))
        #expect(card.isValid(input) == valid)
        #expect(card.failures(input).isEmpty == valid)
        #expect((throwsCode(card, input) == nil) == valid)
        #expect(card.sanitize(input) == DigitsSanitizer().then(Self.cardMask).sanitize(input))
        #expect(!card.isPerCharacter)
    }

    @Test("Offsets in errors are positions in the sanitized text")
    func offsets() {
        let name = CharacterClassValidator.letters.sanitizing(with: .trimmingWhitespace)
        let error = name.failures("   Ada1")[0]
        #expect(error.parameters[.utf16Offset] == 3)
    }

    @Test("InputValidator takes the sanitizer into its slot and shows the text that was checked")
    func inputValidatorSlot() throws {
        let card = InputValidator(MaskValidator(Self.cardMask).sanitizing(with: .digitsOnly.then(Self.cardMask)))
        var text = "4111111111111111"
        try card.validate(sanitizing: &text)
        #expect(text == "4111 1111 1111 1111")
        #expect(card.sanitizer?("41111") == "4111 1")

        let phoneMask = InputMask("(###) ###-####")
        let phone = InputValidator(MaskValidator(phoneMask), sanitizer: phoneMask)
        var typed = "5551234"
        var caret = 3
        #expect(throws: ValidationError(.incompleteMask, parameters: [.mask: "(###) ###-####"])) {
            try phone.validate(sanitizing: &typed, cursor: &caret)
        }
        #expect(typed == "(555) 123-4" && caret == 4)  // kept even though it failed
    }

    final class TrimmingValidator: InputValidator, @unchecked Sendable {
        init() { super.init(CharacterClassValidator.alpha) }
        override func sanitize(_ text: String) -> String {
            text.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("A subclass that overrides sanitize(_:) still gets a sensible caret")
    func overridingSubclass() {
        #expect(
            TrimmingValidator().sanitize("  Ad|a ".replacingOccurrences(of: "|", with: ""), cursor: 4).description
                == "Ad|a")
        // A closure sanitizer: the caret is placed by comparing before and after.
        let closure = InputValidator(CharacterClassValidator.numeric, sanitizer: { $0.filter(\.isNumber) })
        #expect(closure.sanitize("1-2|3", cursor: 3).description == "12|3")
        // No sanitizer: the text stays, the caret is only kept inside it.
        #expect(NumericInputValidator().sanitize("12", cursor: 9).description == "12|")
    }
}
