import PatternKitValidationRules
import Testing

/// `import PatternKitValidationRules` alone — no umbrella — is enough to write a rule, catch its
/// error and read its message: the engine comes with the rules, and the rule's message is
/// found in the engine's bundle.
@Suite("The rule library imported alone")
struct RulesImportedAloneTests {
    @Test("a rule's failure is the engine's ValidationError, with the rule's message in every language")
    func ruleMessagesComeFromTheEngine() throws {
        // Named by type, not `.email`: a member would also be found through another file's
        // `import PatternKitValidation`, a type name only through this file's import.
        let email: some Validator<String> = EmailValidator()
        let error: ValidationError = try #require(email.failures("ada@@example.com").first)
        #expect(error.code == .email)
        #expect(error.localizedFailureReason(in: "en") == "The input is not a valid email address")
        #expect(error.localizedDescription(in: "en") == "Input Validation Failed")
        #expect(error.localizedFailureReason(in: "ru") != error.localizedFailureReason(in: "en"))
    }
}
