import PatternKitValidation
import Testing

@Suite("Not")
struct NotValidatorTests {
    @Test("Accepts what the rule rejects", arguments: [("2024", false), ("neo2024", true), ("", false), ("x", true)])
    func negation(input: String, valid: Bool) {
        let notAllDigits = CharacterClassValidator.numeric.negated()
        #expect(notAllDigits.isValid(input) == valid)
        #expect(throwsCode(notAllDigits, input) == (valid ? nil : .negatedRuleMatched))
    }

    @Test("The error is 1502 unless the app names what is forbidden")
    func messages() {
        let plain = CharacterClassValidator.numeric.negated().failures("1")[0]
        #expect(plain.localizedFailureReason(in: "en") == "The input is not allowed")
        #expect(plain.localizedFailureReason(in: "zh-Hans") == "不允许此输入")
        let named = CharacterClassValidator.numeric.negated(code: 20_004, reason: "A user name needs a letter")
        #expect(named.failures("2024")[0].code == 20_004)
        #expect(named.failures("2024")[0].localizedFailureReason(in: "ru") == "A user name needs a letter")
    }

    @Test("Negating twice gives back the rule and its precise errors")
    func doubleNegation() {
        let twice = CharacterClassValidator.numeric.negated().negated()
        #expect(type(of: twice) == CharacterClassValidator.self)
        #expect(twice.failures("12a")[0].code == .numeric)
        // Built by hand, the double negation accepts the same inputs but reports 1502.
        let byHand = NotValidator(NotValidator(CharacterClassValidator.numeric))
        #expect(byHand.isValid("12") && !byHand.isValid("12a"))
        #expect(byHand.failures("12a")[0].code == .negatedRuleMatched)
    }

    @Test("Never per-character: the negation of a per-character rule rejects empty text")
    func perCharacter() {
        #expect(!CharacterClassValidator.numeric.negated().isPerCharacter)
        #expect(!CharacterClassValidator.numeric.negated().isValid(""))
    }
}
