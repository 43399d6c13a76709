import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

@Suite("Pattern validators")
struct PatternValidatorTests {
    @Test(
        "The match must cover the whole text",
        arguments: [
            ("[0-9]*", "123", true), ("[0-9]*", "", true), ("[0-9]*", "1\n2", false), ("[0-9]*", "12\n", false),
            ("[0-9]*", "\n12", false), ("^[0-9]*$", "1\n2", false), ("^[0-9]*$", "12\n", false), ("a|ab", "ab", true),
            ("a|ab", "abc", false), ("[a-z]+", "abc1", false), ("\\d{3}", "१२३", true), ("(?i)abc", "ABC", true),
        ])
    func wholeText(pattern: String, input: String, valid: Bool) throws {
        let validator = try PatternValidator(pattern)
        #expect(validator.isValid(input) == valid)
        #expect(validator.failures(input).map(\.code) == (valid ? [] : [.patternMismatch]))
        #expect(!validator.isPerCharacter)
    }

    @Test("An invalid pattern is an error when the validator is made", arguments: ["[0-9", "(", "a{2,1}", "*", "\\"])
    func invalidPattern(pattern: String) {
        #expect {
            _ = try PatternValidator(pattern)
        } throws: { error in
            let error = error as? ValidationError
            return error?.code == .invalidPattern && error?.parameters[.pattern]?.stringValue == pattern
        }
        #expect(throws: ValidationError.self) { _ = try PatternInputValidator(pattern: pattern) }
    }

    @Test("The invalid-pattern error explains itself in every language")
    func invalidPatternMessage() {
        do {
            _ = try PatternValidator("[0-9")
            Issue.record("compiled")
        } catch {
            #expect(error.localizedDescription(in: "en") == "Invalid Validation Rule")
            #expect(
                error.localizedFailureReason(in: "en").hasPrefix(
                    "The pattern “[0-9” is not a valid regular expression: "))
            #expect(error.localizedFailureReason(in: "ru").hasPrefix("Шаблон «[0-9» не является"))
        }
    }

    @Test("A pattern in comment mode may end with a comment", .englishMessages)
    func trailingComment() throws {
        let validator = try PatternValidator("[0-9]+ # digits", options: .allowCommentsAndWhitespace)
        #expect(validator.isValid("42"))
        #expect(!validator.isValid("4 2"))
    }

    @Test("Code and reason configure the template; the article's numeric rule can be rebuilt as a pattern")
    func configuration() throws {
        let articleNumeric = try PatternValidator("[0-9]*", code: .numeric)
        let error = articleNumeric.failures("1a")[0]
        #expect(error.code == .numeric)
        #expect(error.localizedFailureReason(in: "en") == "The input can contain only numerical values")
        let postcode = try PatternValidator(
            "[0-9]{6}", code: 20_010, reason: "A PIN code has six digits, like {pattern}")
        #expect(
            postcode.failures("1100")[0].localizedFailureReason(in: "hi") == "A PIN code has six digits, like [0-9]{6}")
    }

    @Test("Pattern and character-class validators agree on hostile input", arguments: BadInput.all)
    func agreesWithCharacterClasses(input: BadInput) throws {
        let pairs: [(PatternValidator, CharacterClassValidator)] = [
            (try PatternValidator("[0-9]*"), .numeric), (try PatternValidator("[a-zA-Z]*"), .alpha),
            (try PatternValidator("[a-zA-Z0-9]*"), .alphanumeric), (try PatternValidator("[\\p{L}\\p{M}]*"), .letters),
            (try PatternValidator("\\p{Nd}*"), .decimalDigits),
        ]
        for (pattern, characterClass) in pairs {
            #expect(pattern.isValid(input.text) == characterClass.isValid(input.text), "\(pattern.pattern)")
        }
    }

    /// The article's exercise: a subclass supplies only pattern, code and reason.
    final class HexInputValidator: PatternInputValidator, @unchecked Sendable {
        init() throws(ValidationError) {
            try super.init(pattern: "[0-9A-Fa-f]*", code: 20_001, reason: "Only hexadecimal digits")
        }
    }

    @Test("A PatternInputValidator subclass supplies only pattern, code and reason")
    func templateSubclass() throws {
        let hex = try HexInputValidator()
        #expect(hex.pattern == "[0-9A-Fa-f]*")
        #expect(hex.isValid("c0ffee"))
        do {
            try hex.validate("coffee")
            Issue.record("coffee passed")
        } catch {
            let nsError = error as NSError
            #expect(nsError.domain == InputValidationErrorDomain)
            #expect(nsError.code == 20_001)
            #expect(nsError.localizedFailureReason == "Only hexadecimal digits")
        }
    }
}
