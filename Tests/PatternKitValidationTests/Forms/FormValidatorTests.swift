import Foundation
import PatternKitValidation
import Testing

/// The sign-up form of the showcase and the example app.
enum SignUpField: String, Sendable, CaseIterable {
    case email, phone, password, confirmation, card, userName
}

/// Stand-ins for rules of the rule library, built from the core validators.
enum SampleRules {
    static let required = AnyValidator<String> { text throws(ValidationError) in
        if text.isEmpty { throw ValidationError(20_100, reason: "Required") }
    }
    static let email = try! PatternValidator("[^@\\s]+@[^@\\s]+\\.[^@\\s]+", reason: "Not an e-mail address")
    static let password = AnyValidator<String> { text throws(ValidationError) in
        if text.count < 8 { throw ValidationError(20_101, reason: "At least 8 characters") }
    }
    static let cardMask = InputMask("#### #### #### ####")

    static func signUp(userNameCheck: AnyAsyncValidator<String>? = nil) -> FormValidator<SignUpField> {
        var form = FormValidator<SignUpField>()
            .field(.email, email.ifPresent())
            .field(.phone, MaskValidator(InputMask("(###) ###-####")).ifPresent())
            .field(.password, password)
            .field(.confirmation, required)
            .field(.card, MaskValidator(cardMask).sanitizing(with: .digitsOnly.then(cardMask)))
        if let userNameCheck {
            form = form.field(.userName, CharacterClassValidator.alphanumeric.and(required), check: userNameCheck)
        } else {
            form = form.field(.userName, CharacterClassValidator.alphanumeric.and(required))
        }
        return
            form
            .rule(.matching(.confirmation, .password))
            .rule(.atLeastOne(of: [.email, .phone]))
    }

    static let validValues: FormValues<SignUpField> = [
        .email: "ada@example.com", .password: "analytical", .confirmation: "analytical",
        .card: "4111 1111 1111 1111", .userName: "ada",
    ]
}

@Suite("Forms")
struct FormValidatorTests {
    let form = SampleRules.signUp()

    @Test("Results come in the fields' order, and the first invalid field is the first on screen")
    func order() {
        var values = SampleRules.validValues
        values[.userName] = "ada!"
        values[.password] = "short"
        values[.confirmation] = "short"
        let result = form.validate(values)
        #expect(result.fields.map(\.field) == [.email, .phone, .password, .confirmation, .card, .userName])
        #expect(result.invalidFields == [.password, .userName])
        #expect(result.firstInvalidField == .password)
        #expect(!result.isValid)
        #expect(result.errors.map(\.code) == [20_101, .alphanumeric])
        #expect(
            result.messages(in: "en").map(\.message) == [
                "At least 8 characters", "The input can contain only the Latin letters A–Z and a–z and the digits 0–9",
            ])
    }

    @Test("A valid form")
    func valid() {
        let result = form.validate(SampleRules.validValues)
        #expect(result.isValid && result.firstInvalidField == nil && result.errors.isEmpty)
        // A phone number typed with other separators still fills the mask.
        #expect(form.validate([.phone: "555 123 4567"])[.phone] == .valid)
        #expect(form.validate([.phone: "555 123 456"])[.phone].errors.map(\.code) == [.incompleteMask])
    }

    @Test(
        "Confirmation: shown on the confirmation field, in every language, as .confirms reports it",
        arguments: [
            ("en", "The entries do not match"), ("hi", "प्रविष्टियाँ मेल नहीं खातीं"),
            ("ru", "Введённые значения не совпадают"), ("zh-Hans", "两次输入的内容不一致"),
        ])
    func confirmation(language: String, message: String) {
        var values = SampleRules.validValues
        values[.confirmation] = "analyticaL"
        let result = form.validate(values)
        #expect(result.invalidFields == [.confirmation])
        #expect(result.message(for: .confirmation, in: language) == message)
        let error = result.errors(for: .confirmation)[0]
        #expect(error.code == .confirmationMismatch)
        #expect(error.parameters[.field] == "confirmation" && error.parameters[.otherField] == "password")
        #expect((error as NSError).code == 1141)
        // The same failure as a field's own confirmation rule: one code, one message.
        let confirms = EqualityValidator<String>(confirming: { "analytical" }).failures("analyticaL")[0]
        #expect(error.code == confirms.code)
        #expect(error.localizedFailureReason(in: language) == confirms.localizedFailureReason(in: language))
        // Neither error carries the text of the fields.
        #expect(!error.parameters.values.contains("analyticaL") && !error.parameters.values.contains("analytical"))
    }

    @Test("An empty confirmation says 'required', not also 'do not match'")
    func ownRulesFirst() {
        var values = SampleRules.validValues
        values[.confirmation] = ""
        #expect(form.validate(values).errors(for: .confirmation).map(\.code) == [20_100])
    }

    @Test("At least one of e-mail or phone: shown on both when both are empty")
    func atLeastOne() {
        var values = SampleRules.validValues
        values[.email] = " "
        let result = form.validate(values)
        // " " is not an e-mail address, so the e-mail field fails its own rule first.
        #expect(result.errors(for: .email).map(\.code) == [.patternMismatch])
        values[.email] = ""
        let both = form.validate(values)
        #expect(both.invalidFields == [.email, .phone])
        #expect(both.errors(for: .phone).map(\.code) == [.noneOfFieldsFilled])
        #expect(both.errors(for: .phone)[0].parameters[.fields] == "email, phone")
        #expect(both.errors(for: .phone)[0].parameters[.field] == "phone")
        #expect(both.message(for: .email, in: "ru") == "Заполните хотя бы одно из этих полей")
        values[.phone] = "(555) 123-4567"
        #expect(form.validate(values).isValid)
    }

    @Test(
        "At least one: a field that only looks filled counts as empty, as for .required",
        arguments: [
            "", " \n", "\u{200B}", "\u{A0}\u{FEFF}", "\u{200F}\t",
        ])
    func atLeastOneBlank(blank: String) {
        let rule = FormRule<SignUpField>.atLeastOne(of: [.email, .phone])
        #expect(!RequiredValidator.required.isValid(blank))
        #expect(rule.failure([.email: blank, .phone: blank])?.code == .noneOfFieldsFilled)
        #expect(rule.failure([.email: blank, .phone: "5"]) == nil)
    }

    @Test("Each error names its field")
    func fieldParameter() {
        let result = form.validate([:])
        for field in result.fields {
            for error in field.errors {
                #expect(error.parameters[.field] == .string(field.field.rawValue))
            }
        }
        #expect(result.firstInvalidField == .email)
    }

    @Test("A field required only when another has some value")
    func conditionalRule() {
        enum Field: Hashable, Sendable { case buyer, vatNumber }
        let form = FormValidator<Field>()
            .field(.buyer, AllOfValidator<String>([]))
            .rule(.validating(.vatNumber, with: SampleRules.required, when: { $0[.buyer] == "company" }))
        #expect(form.fields == [.buyer, .vatNumber])  // a field only a rule names comes last
        #expect(form.validate([.buyer: "person"]).isValid)
        #expect(form.validate([.buyer: "company"]).invalidFields == [.vatNumber])
        #expect(form.validate([.buyer: "company", .vatNumber: "DE123"]).isValid)
    }

    @Test("Adding a field again adds to its rules and keeps its place")
    func addingAgain() {
        let form = FormValidator<String>()
            .field("pin", CharacterClassValidator.numeric)
            .field("name", CharacterClassValidator.letters)
            .field("pin", SampleRules.required)
        #expect(form.fields == ["pin", "name"])
        #expect(form.validate(["pin": "", "name": "x"]).errors(for: "pin").map(\.code) == [20_100])
        #expect(form.validate(["pin": "1a", "name": "x"]).errors(for: "pin").map(\.code) == [.numeric])
        #expect(form.validate(["pin": "1"])["pin"] == .valid)
        #expect(form.validate(["pin": "1"])["nope"] == .pristine)
    }

    @Test("Synchronously, a field with an asynchronous check is pending; awaited, it is checked")
    func asyncField() async {
        let taken = FakeUserNameServer.taken
        let isFree = AnyAsyncValidator<String>(failingWith: taken) { name in
            await Task.yield()
            return name != "ada"
        }
        let form = SampleRules.signUp(userNameCheck: isFree)
        var values = SampleRules.validValues
        #expect(form.validate(values)[.userName] == .pending)
        #expect(!form.validate(values).isValid)
        let checked = await form.validateIncludingChecks(values)
        #expect(checked.errors(for: .userName) == [taken.replacingField("userName")])
        values[.userName] = "grace"
        let free = await form.validateIncludingChecks(values)
        #expect(free.isValid)
        // The check does not run when the field's own rules fail.
        values[.userName] = "grace!"
        let invalid = await form.validateIncludingChecks(values)
        #expect(invalid.errors(for: .userName).map(\.code) == [.alphanumeric])
    }
}

extension ValidationError {
    /// This error with `field` as its field parameter.
    func replacingField(_ field: String) -> ValidationError {
        var copy = self
        copy.parameters[.field] = .string(field)
        return copy
    }
}
