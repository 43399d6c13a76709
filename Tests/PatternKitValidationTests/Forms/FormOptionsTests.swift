import Foundation
import PatternKitValidation
import Testing

/// One `FieldOptions` value configures a form's fields as it configures a single field: the
/// form's options for every field, a field's own where set.
@MainActor
@Suite("A form's field options")
struct FormOptionsTests {
    static let phoneMask = InputMask("(###) ###-####")

    static func form() -> FormValidator<SignUpField> {
        FormValidator<SignUpField>()
            .field(.card, NumericInputValidator())
            .field(.phone, MaskValidator(phoneMask).sanitizing(with: phoneMask))
            .field(.userName, AlphaInputValidator())
    }

    static func typing(_ character: String, after text: String) -> TextEdit {
        TextEdit(text: text, range: NSRange(location: text.utf16.count, length: 0), replacement: character)
    }

    @Test("The form's options reach every field; a field's own options take their place for it only")
    func perField() {
        let session = FormSession(Self.form(), options: FieldOptions(editFiltering: .invalidCharacters))
        #expect(session.decide(Self.typing("a", after: "12"), in: .card).isRefused)
        #expect(session.decide(Self.typing("1", after: "ab"), in: .userName).isRefused)
        session.setOptions(FieldOptions(editFiltering: .none), for: .userName)
        #expect(session.decide(Self.typing("1", after: "ab"), in: .userName) == .accept, "its own options")
        #expect(session.decide(Self.typing("a", after: "12"), in: .card).isRefused, "the others keep the form's")
        #expect(session.options(for: .userName).editFiltering == EditFiltering.none)
        session.setOptions(nil, for: .userName)
        #expect(session.decide(Self.typing("1", after: "ab"), in: .userName).isRefused, "back to the form's")
    }

    @Test("formatsWhileTyping formats a field with its own rules' sanitizer, as a single field does")
    func formatsWithRulesSanitizer() throws {
        let session = FormSession(Self.form())
        let edit = Self.typing("5", after: "")
        #expect(session.decide(edit, in: .phone) == .accept, "off by default")
        session.setOptions(FieldOptions(formatsWhileTyping: true), for: .phone)
        let field = FieldController(
            MaskValidator(Self.phoneMask).sanitizing(with: Self.phoneMask),
            options: FieldOptions(formatsWhileTyping: true))
        let formatted = session.decide(edit, in: .phone)
        #expect(formatted == .replace(try Self.phoneMask.apply(edit)))
        #expect(formatted == field.decide(edit), "the same decision as a single field")
        #expect(session.decide(edit, in: .card) == .accept, "a field without a sanitizer takes the edit")
    }

    @Test("validatesOnEndEditing shows a field's state when editing it ends, even when errors wait for validate()")
    func validatesOnEndEditing() {
        let session = FormSession(Self.form(), options: FieldOptions(feedbackTiming: .onValidate))
        session.update(.card, to: "1a")
        session.editingDidEnd(.card)
        #expect(session.feedback(for: .card) == .none, "onValidate: nothing yet")
        session.setOptions(FieldOptions(feedbackTiming: .onValidate, validatesOnEndEditing: true), for: .card)
        session.editingDidEnd(.card)
        #expect(session.feedback(for: .card).error?.code == .numeric)
        session.update(.userName, to: "a1")
        session.editingDidEnd(.userName)
        #expect(session.feedback(for: .userName) == .none, "the other fields still wait")
    }

    @Test(
        "A typed String field refuses what its rules refuse, as a text field does",
        arguments: [false, true])
    func typedStringFieldRefuses(typed: Bool) {
        let rules = CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)).message("Letters and digits")
        let form =
            typed
            ? FormValidator<SignUpField>().field(.userName, as: String.self, rules)
            : FormValidator<SignUpField>().field(.userName, rules)
        let session = FormSession(form, options: FieldOptions(editFiltering: .invalidCharacters))
        let decision = session.decide(Self.typing("!", after: "ab"), in: .userName)
        #expect(decision.isRefused)
        #expect(session.feedback(for: .userName).message(in: "en") == "Letters and digits")
    }

    @Test("validatesOnEndEditing tidies a form field's text when editing ends, as a field on its own shows it")
    func validatesOnEndEditingTidies() {
        let trimmed = CharacterClassValidator.numeric.sanitizing(with: .trimmingWhitespace)
        let form = FormValidator<SignUpField>().field(.card, trimmed)
        let session = FormSession(form, options: FieldOptions(validatesOnEndEditing: true))
        let field = FieldController(trimmed, options: FieldOptions(validatesOnEndEditing: true))
        _ = session.change(.card, to: " 12 ")
        field.textDidChange(" 12 ")
        session.editingDidEnd(.card)
        let shown = field.editingDidEnd(" 12 ") ? field.validate(" 12 ", cursor: 4).text : " 12 "
        #expect(shown == "12", "a field on its own shows the tidied text")
        #expect(session.shownText(of: .card) == shown, "so does the form's field")
        #expect(session.values[.card] == "12")
        #expect(session.feedback(for: .card) == .valid)
        session.editingDidEnd(.card)
        #expect(session.values[.card] == "12", "tidy text stays as it is")
    }

    @Test("A one-option modifier changes that option only: the form's timing, formatting and pause stay")
    func oneOptionMerges() {
        let formOptions = FieldOptions(
            feedbackTiming: .whileEditing, formatsWhileTyping: true, checkDebounce: .seconds(1))
        var changes = PartialFieldOptions()
        changes.editFiltering = .invalidCharacters  // `.editFiltering(.invalidCharacters)`
        var expected = formOptions
        expected.editFiltering = .invalidCharacters
        #expect(changes.applied(to: formOptions) == expected)
        // `.fieldOptions(…)` around it sets every option; the inner one-option modifier wins for its own.
        var outer = PartialFieldOptions(FieldOptions(feedbackTiming: .onValidate))
        outer.editFiltering = .invalidText
        #expect(
            outer.applied(to: formOptions) == FieldOptions(feedbackTiming: .onValidate, editFiltering: .invalidText))
        #expect(PartialFieldOptions().applied(to: formOptions) == formOptions, "nothing set: the form's")
    }

    @Test("A field's check waits the pause of its own options")
    func debouncePerField() async {
        let server = FakeUserNameServer()
        let sleeper = ManualSleeper()
        let form = FormValidator<SignUpField>().field(.userName, AlphaInputValidator(), check: server.check)
        let session = FormSession(form, options: FieldOptions(checkDebounce: sleeper.debounce))
        session.update(.userName, to: "ada")
        #expect(session.result[.userName] == .pending, "waits out the form's pause")
        session.setOptions(FieldOptions(checkDebounce: .none), for: .userName)
        session.update(.userName, to: "grace")
        #expect(session.result[.userName] == .validating, "no pause of its own")
        #expect(await server.gates.expect(.waiting("grace")))
        server.respond("grace", available: true)
        await session.waitUntilIdle()
        #expect(session.result[.userName] == .valid)
    }
}

extension EditDecision {
    fileprivate var isRefused: Bool {
        if case .refuse = self { true } else { false }
    }
}
