import PatternKitValidation
import Testing

@Suite("when and pullback")
struct ConditionalAndPullbackTests {
    @Test(
        "when runs the rule only for inputs that meet the condition",
        arguments: [
            ("+4915112345678", true), ("+49 151", false), ("0151 12345678", true),
        ])
    func conditional(input: String, valid: Bool) {
        // International numbers must be digits after the "+"; national ones are free-form here.
        let digitsAfterPlus = CharacterClassValidator.numeric.pullback { (text: String) in String(text.dropFirst()) }
        let phone = digitsAfterPlus.when { $0.hasPrefix("+") }
        #expect(phone.isValid(input) == valid)
        #expect(phone.failures(input).isEmpty == valid)
        #expect(!phone.isPerCharacter)
    }

    struct SignUp: Sendable {
        var name: String
        var pin: String
        var nickname: String?
    }

    @Test("pullback validates one property and names it in the errors")
    func modelValidation() {
        let model = AllOfValidator<SignUp>(collecting: [
            AnyValidator(CharacterClassValidator.letters.pullback(\SignUp.name, field: "name")),
            AnyValidator(CharacterClassValidator.numeric.pullback(\SignUp.pin, field: "pin")),
            AnyValidator(CharacterClassValidator.alpha.ifPresent().optional().pullback(\SignUp.nickname)),
        ])
        #expect(model.isValid(SignUp(name: "Ада", pin: "1234", nickname: nil)))
        let failures = model.failures(SignUp(name: "Ada1", pin: "12x4", nickname: "Ж"))
        #expect(failures.map(\.code) == [.letters, .numeric, .alpha])
        #expect(failures.map { $0.parameters[.field] } == ["name", "pin", nil])
        #expect(failures[1].parameters[.utf16Offset] == 2)  // the offset inside the property's text
        #expect(throws: ValidationError.self) { try model.validate(SignUp(name: "", pin: "x", nickname: nil)) }
    }
}
