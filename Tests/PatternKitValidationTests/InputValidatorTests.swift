import Foundation
import PatternKitValidation
import Testing

@Suite("InputValidator and AnyValidator")
struct InputValidatorTests {
    /// An app's subclass: picks a strategy and a sanitizer, nothing else.
    final class PhoneDigitsValidator: InputValidator, @unchecked Sendable {
        init() {
            super.init(CharacterClassValidator.numeric, sanitizer: { $0.filter { !" -()".contains($0) } })
        }
    }

    @Test("validate(sanitizing:) rewrites the text, then validates it")
    func sanitizing() throws {
        var text = "(555) 123-4567"
        try PhoneDigitsValidator().validate(sanitizing: &text)
        #expect(text == "5551234567")

        var bad = "555-CALL"
        #expect(throws: ValidationError.self) { try PhoneDigitsValidator().validate(sanitizing: &bad) }
        #expect(bad == "555CALL")  // the sanitized text is kept even though it failed
    }

    final class TrimmingValidator: InputValidator, @unchecked Sendable {
        init() { super.init(CharacterClassValidator.alpha) }
        override func sanitize(_ text: String) -> String {
            text.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("Subclasses may override sanitize(_:)")
    func overrideSanitize() throws {
        var text = "  Hello "
        try TrimmingValidator().validate(sanitizing: &text)
        #expect(text == "Hello")
        var untouched = " 12 "
        #expect(throws: ValidationError.self) { try NumericInputValidator().validate(sanitizing: &untouched) }
        #expect(untouched == " 12 ")
    }

    @Test("An InputValidator is a Validator and composes with any strategy")
    func isAStrategy() {
        let validators: [AnyValidator<String>] = [AnyValidator(NumericInputValidator()), AnyValidator(.alpha)]
        #expect(validators.map { $0.isValid("42") } == [true, false])
        let wrapped = InputValidator(NumericInputValidator())
        #expect(wrapped.isValid("42") && !wrapped.isValid("4a"))
        #expect(wrapped.isPerCharacter)
    }

    @Test("AnyValidator wraps a closure with typed throws")
    func closureValidator() throws {
        let notZeroPrefixed = AnyValidator<String> { text throws(ValidationError) in
            if text.hasPrefix("0") { throw ValidationError(20_002, parameters: [.character: "0"]) }
        }
        try notZeroPrefixed.validate("10")
        #expect(!notZeroPrefixed.isValid("01"))
        #expect(notZeroPrefixed.failures("01").map(\.code) == [20_002])
        #expect(notZeroPrefixed.failures("10").isEmpty)
    }

    @Test("AnyValidator works for any input type")
    func otherInputs() {
        let positive = AnyValidator<Int> { number throws(ValidationError) in
            if number <= 0 { throw ValidationError(20_003, parameters: ["value": .int(number)]) }
        }
        #expect(positive.isValid(3))
        #expect(positive.failures(-1).first?.parameters["value"] == -1)
    }

    @Test("Erasing twice forwards to the same validator")
    func doubleErasure() {
        let once = CharacterClassValidator.numeric.eraseToAnyValidator()
        let twice = AnyValidator(once)
        #expect(twice.isValid("1") && !twice.isValid("a") && twice.isPerCharacter)
    }
}
