import Foundation
import PatternKitValidation
import Testing

@Suite("Bad input")
struct BadInputTests {
    /// Every built-in validator over one input: (validator, whether it should pass).
    static func expectations(for input: BadInput) -> [(name: String, validator: AnyValidator<String>, valid: Bool)] {
        let text = input.text
        let isASCIIDigits = text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
        let isASCIILetters = text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        return [
            ("NumericInputValidator", AnyValidator(NumericInputValidator()), isASCIIDigits),
            ("AlphaInputValidator", AnyValidator(AlphaInputValidator()), isASCIILetters),
            ("numeric", AnyValidator(.numeric), isASCIIDigits),
            (
                "decimalDigits", AnyValidator(.decimalDigits),
                text.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
            ),
        ]
    }

    @Test("Every validator gives the right answer and never crashes", arguments: BadInput.all)
    func answers(input: BadInput) throws {
        for (name, validator, valid) in Self.expectations(for: input) {
            #expect(validator.isValid(input.text) == valid, "\(name)")
            #expect(validator.failures(input.text).isEmpty == valid, "\(name)")
        }
        for validator in [
            AnyValidator(.alphanumeric), AnyValidator(.letters), AnyValidator(try PatternValidator(".*")),
        ] {
            _ = validator.failures(input.text)
        }
    }

    @Test("Digits of other scripts fail the article's numeric validator with code 1001", arguments: ["١٢٣", "１２３"])
    func foreignDigits(text: String) {
        let error = NumericInputValidator().failures(text).first
        #expect(error?.code == .numeric)
        #expect(error?.parameters[.utf16Offset] == 0)
    }

    @Test("Lone surrogates from NSString read as U+FFFD and fail ASCII rules at their position")
    func loneSurrogates() {
        let error = NumericInputValidator().failures(BadInput.loneSurrogates).first
        #expect(error?.parameters[.character] == "\u{FFFD}")
        #expect(error?.parameters[.utf16Offset] == 1)
        #expect(CharacterClass(charactersIn: "123\u{FFFD}").allows(BadInput.loneSurrogates))
    }

    @Test("Ten megabytes are validated whole, and a bad character at the very end is found")
    func tenMegabytes() {
        let size = 10 * 1024 * 1024
        let digits = String(repeating: "0123456789", count: size / 10)
        #expect(NumericInputValidator().isValid(digits))
        let spoiled = digits + "🙂"
        let error = NumericInputValidator().failures(spoiled).first
        #expect(error?.parameters[.utf16Offset] == .int(digits.utf16.count))
        let hindi = String(repeating: "हिन्दी", count: size / 18)
        #expect(CharacterClassValidator.letters.isValid(hindi))
        #expect(!CharacterClassValidator.letters.isValid(hindi + "1"))
    }
}
