import Foundation
import PatternKitValidation
import Testing

@Suite("All-of")
struct AllOfValidatorTests {
    /// Six characters exactly, as a non-per-character rule next to the character classes.
    static let sixLong = AnyValidator<String> { text throws(ValidationError) in
        if text.count != 6 { throw ValidationError(20_001, parameters: ["count": .int(text.count)]) }
    }

    @Test(
        "Stops at the first failing rule, in the rules' order",
        arguments: [
            ("123456", []),
            ("12a", [ValidationError.Code.numeric]),  // the length rule never runs
            ("12345", [20_001]),
            ("", [20_001]),
        ] as [(String, [ValidationError.Code])])
    func firstFailure(input: String, codes: [ValidationError.Code]) {
        let pin = AllOfValidator<String> {
            CharacterClassValidator.numeric
            Self.sixLong
        }
        #expect(pin.failures(input).map(\.code) == codes)
        #expect(pin.isValid(input) == codes.isEmpty)
        #expect(throwsCode(pin, input) == codes.first)
    }

    @Test("Collecting mode reports every rule's failures, in order")
    func collectAll() {
        let pin = AllOfValidator(collecting: [AnyValidator(CharacterClassValidator.numeric), Self.sixLong])
        #expect(pin.failures("12a").map(\.code) == [.numeric, 20_001])
        #expect(pin.failures("12a")[0].parameters[.character] == "a")
        // validate still throws the first.
        #expect(throwsCode(pin, "12a") == .numeric)
        #expect(pin.failures("123456").isEmpty)
    }

    @Test("No rules: everything passes, per-character")
    func empty() {
        let none = AllOfValidator<String>([])
        #expect(none.isValid("anything 👨‍👩‍👧‍👦"))
        #expect(none.isPerCharacter)
    }

    @Test("Per-character only when every rule is")
    func perCharacter() {
        let classes = CharacterClassValidator.alphanumeric.and(CharacterClassValidator.letters)
        #expect(classes.isPerCharacter)
        #expect(!CharacterClassValidator.numeric.and(Self.sixLong).isPerCharacter)
        // A keystroke in a long valid text is checked from the replacement alone…
        let long = String(repeating: "a", count: 10_000)
        #expect(classes.isValid(edit: TextEdit(text: long, range: NSRange(location: 5, length: 0), replacement: "b")))
        // …and reports where it failed in the resulting text.
        let typed = TextEdit(text: long, range: NSRange(location: 5, length: 0), replacement: "1")
        #expect(throws: ValidationError(.letters, parameters: [.character: "1", .utf16Offset: 5])) {
            try classes.validate(edit: typed)
        }
    }

    @Test("and(_:) keeps chains flat and in order")
    func chains() {
        let chain = CharacterClassValidator.alphanumeric.and(CharacterClassValidator.letters).and(Self.sixLong)
        #expect(chain.validators.count == 3)
        #expect(chain.failures("abc").map(\.code) == [20_001])
        #expect(chain.failures("ab1").map(\.code) == [.letters])
    }

    @Test("The builder takes if, else and for")
    func builder() {
        func make(strict: Bool, extra: [Character]) -> AllOfValidator<String> {
            AllOfValidator<String> {
                CharacterClassValidator.alphanumeric
                if strict {
                    CharacterClassValidator.alpha
                } else {
                    AllOfValidator<String>([])
                }
                for banned in extra {
                    AnyValidator<String> { text throws(ValidationError) in
                        if text.contains(banned) {
                            throw ValidationError(20_002, parameters: [.character: .string(String(banned))])
                        }
                    }
                }
            }
        }
        #expect(make(strict: true, extra: []).validators.count == 2)
        #expect(!make(strict: true, extra: []).isValid("abc1"))
        #expect(make(strict: false, extra: []).isValid("abc1"))
        #expect(make(strict: false, extra: ["x", "y"]).failures("axy").map(\.code) == [20_002])
        #expect(make(strict: false, extra: ["x", "y"]).validators.count == 4)
    }
}

/// The code of the error `validator.validate(input)` throws, or `nil` when it passes.
func throwsCode<V: Validator>(_ validator: V, _ input: V.Input) -> ValidationError.Code? {
    do {
        try validator.validate(input)
        return nil
    } catch {
        return error.code
    }
}
