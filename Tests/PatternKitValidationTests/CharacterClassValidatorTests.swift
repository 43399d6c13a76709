import Foundation
import PatternKitValidation
import Testing

@Suite("Character-class validators")
struct CharacterClassValidatorTests {
    @Test(
        "Built-in validators answer with their own codes",
        arguments: [
            (CharacterClassValidator.numeric, "12", "1a", ValidationError.Code.numeric),
            (.alpha, "ab", "a1", .alpha),
            (.alphanumeric, "a1B2", "a-1", .alphanumeric),
            (.decimalDigits, "12١٢१२", "12a", .decimalDigits),
            (.letters, "abЁлкаहिन्दी", "ab1", .letters),
            (.allowing(CharacterClass(charactersIn: "ab")), "abba", "abc", .disallowedCharacter),
        ])
    func builtIns(validator: CharacterClassValidator, valid: String, invalid: String, code: ValidationError.Code) throws
    {
        try validator.validate(valid)
        #expect(validator.isValid(valid))
        #expect(validator.failures(valid).isEmpty)
        #expect(!validator.isValid(invalid))
        #expect(validator.failures(invalid).map(\.code) == [code])
        #expect(validator.isPerCharacter)
    }

    @Test("The error names the rejected character and where it is")
    func errorParameters() {
        let error = CharacterClassValidator.numeric.failures("12🙂4x")[0]
        #expect(error.parameters[.character] == "🙂")
        #expect(error.parameters[.utf16Offset] == 2)
        let reason = CharacterClassValidator.allowing(CharacterClass(charactersIn: "ab")).failures("abz")[0]
            .localizedFailureReason(in: "en")
        #expect(reason == "The input contains a character that is not allowed: “z”")
    }

    @Test("Implicit member syntax works where a Validator<String> is expected")
    func implicitMembers() {
        func check(_ validator: some Validator<String>, _ text: String) -> Bool { validator.isValid(text) }
        #expect(check(.numeric, "42"))
        #expect(!check(.alpha, "42"))
        #expect(check(.letters, "Ёлка"))
    }

    @Test("A custom code and reason replace the defaults")
    func customCodeAndReason() {
        let code: ValidationError.Code = 20_001
        let validator = CharacterClassValidator(.asciiDigits, code: code, reason: "Only digits, not “{character}”")
        let error = validator.failures("4x")[0]
        #expect(error.code == code)
        #expect(error.localizedFailureReason(in: "ru") == "Only digits, not “x”")
        #expect((error as NSError).code == 20_001)
    }
}
