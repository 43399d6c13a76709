import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

/// The original articles' surface: names, codes, domain, English strings, whole-string rules.
@Suite("Article-compatible validators")
struct ArticleCompatibilityTests {
    @Test(
        "NumericInputValidator accepts exactly ^[0-9]*$ over the whole text",
        arguments: [
            ("", true), ("0", true), ("123", true), ("0123456789", true), (String(repeating: "9", count: 100), true),
            ("12a", false), ("a12", false), (" 12", false), ("12 ", false), ("1\n2", false), ("12\n", false),
            ("\n12", false), ("-1", false), ("+1", false), ("1.5", false), ("1,5", false), ("١٢٣", false),
            ("１２３", false), ("१२३", false), ("12\u{0}", false), ("½", false), ("²", false),
        ])
    func numeric(input: String, valid: Bool) {
        let validator = NumericInputValidator()
        #expect(validator.isValid(input) == valid)
        #expect(validator.failures(input).map(\.code) == (valid ? [] : [.numeric]))
    }

    @Test(
        "AlphaInputValidator accepts exactly ^[a-zA-Z]*$ over the whole text",
        arguments: [
            ("", true), ("a", true), ("Hello", true), ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", true),
            ("Hello world", false), ("a\nb", false), ("ab\n", false), ("abc1", false), ("naïve", false),
            ("e\u{301}", false), ("Ёлка", false), ("हिन्दी", false), ("中文", false), ("ａｂｃ", false), ("a_b", false),
            ("@", false), ("[", false), ("`", false), ("{", false),
        ])
    func alpha(input: String, valid: Bool) {
        let validator = AlphaInputValidator()
        #expect(validator.isValid(input) == valid)
        #expect(validator.failures(input).map(\.code) == (valid ? [] : [.alpha]))
    }

    @Test("try NumericInputValidator().validate(\"123\") works on a String")
    func validateString() throws {
        try NumericInputValidator().validate("123")
        try AlphaInputValidator().validate("abc")
    }

    @Test(
        "Thrown errors bridge to NSError with the article's domain, codes and English strings", .englishMessages,
        arguments: [
            (NumericInputValidator() as InputValidator, "12a", 1001, "The input can contain only numerical values"),
            (AlphaInputValidator() as InputValidator, "ab1", 1002, "The input can contain only letters"),
        ])
    func bridgesToNSError(validator: InputValidator, input: String, code: Int, reason: String) {
        do {
            try validator.validate(input)
            Issue.record("\(input) passed")
        } catch {
            let nsError = error as NSError
            #expect(InputValidationErrorDomain == "InputValidationErrorDomain")
            #expect(nsError.domain == InputValidationErrorDomain)
            #expect(nsError.code == code)
            #expect(nsError.localizedDescription == "Input Validation Failed")
            #expect(nsError.localizedFailureReason == reason)
            #expect(nsError.userInfo[NSLocalizedDescriptionKey] as? String == "Input Validation Failed")
            #expect(nsError.userInfo[NSLocalizedFailureReasonErrorKey] as? String == reason)
        }
    }

    @Test("An untyped catch still sees the error as NSError and as LocalizedError", .englishMessages)
    func untypedCatch() {
        let thrown: any Error
        do {
            try runUntyped { try NumericInputValidator().validate("x") }
            Issue.record("x passed")
            return
        } catch {
            thrown = error
        }
        #expect(thrown.localizedDescription == "Input Validation Failed")
        #expect((thrown as? LocalizedError)?.failureReason == "The input can contain only numerical values")
        #expect((thrown as NSError).code == 1001)
    }

    private func runUntyped(_ body: () throws -> Void) throws {
        try body()
    }

    @Test("The article validators are InputValidator subclasses that run a strategy")
    func subclasses() {
        let numeric: InputValidator = NumericInputValidator()
        let alpha: InputValidator = AlphaInputValidator()
        #expect(numeric.strategy.isValid("42") && !numeric.strategy.isValid("4a"))
        #expect(alpha.strategy.isValid("ab") && !alpha.strategy.isValid("a1"))
        #expect(numeric.isPerCharacter && alpha.isPerCharacter)
    }
}
