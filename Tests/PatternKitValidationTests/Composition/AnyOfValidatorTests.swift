import PatternKitValidation
import Testing

@Suite("Any-of")
struct AnyOfValidatorTests {
    static let digitsOrLetters = AnyOfValidator<String> {
        CharacterClassValidator.numeric
        CharacterClassValidator.alpha
    }

    @Test(
        "Passes when one alternative accepts the whole text",
        arguments: [
            ("2024", true), ("Ada", true), ("", true), ("Ada2024", false), ("١٢٣", false),
        ])
    func alternatives(input: String, valid: Bool) {
        #expect(Self.digitsOrLetters.isValid(input) == valid)
        #expect(Self.digitsOrLetters.failures(input).isEmpty == valid)
    }

    @Test("When none matches: 1501 first, then each alternative's own failure")
    func failures() throws {
        let failures = Self.digitsOrLetters.failures("Ada2024")
        #expect(failures.map(\.code) == [.noAlternativeMatched, .numeric, .alpha])
        #expect(failures[0].parameters[.alternatives] == 2)
        #expect(failures[0].localizedFailureReason(in: "en") == "The input does not match any of the accepted formats")
        #expect(
            failures[0].localizedFailureReason(in: "ru") == "Значение не соответствует ни одному из допустимых форматов"
        )
        #expect(throwsCode(Self.digitsOrLetters, "Ada2024") == .noAlternativeMatched)
        // Messages are the app's to choose.
        let login = Self.digitsOrLetters.message("Enter a number or a name")
        #expect(login.failures("Ada2024")[0].localizedFailureReason(in: "hi") == "Enter a number or a name")
    }

    @Test("No alternatives: nothing passes")
    func empty() {
        let none = AnyOfValidator<String>([])
        #expect(!none.isValid(""))
        #expect(none.failures("x").map(\.code) == [.noAlternativeMatched])
    }

    @Test("Not per-character, even of per-character alternatives (\"1a\" passes neither)")
    func perCharacter() {
        #expect(!Self.digitsOrLetters.isPerCharacter)
        // Each scalar of "1a" passes some alternative on its own, yet the text fails.
        #expect(Self.digitsOrLetters.isValid("1") && Self.digitsOrLetters.isValid("a"))
        #expect(!Self.digitsOrLetters.isValid("1a"))
        // So edits are checked against the whole result.
        #expect(
            !Self.digitsOrLetters.isValid(
                edit: TextEdit(text: "1", range: .init(location: 1, length: 0), replacement: "a")))
        // One alternative is just that alternative.
        #expect(AnyOfValidator<String>([AnyValidator(CharacterClassValidator.numeric)]).isPerCharacter)
    }

    @Test("or(_:) keeps choices flat")
    func chains() {
        let three = CharacterClassValidator.numeric.or(CharacterClassValidator.alpha).or(
            CharacterClassValidator.letters)
        #expect(three.validators.count == 3)
        #expect(three.isValid("Ёлка"))
        #expect(three.failures("a1")[0].parameters[.alternatives] == 3)
    }
}
