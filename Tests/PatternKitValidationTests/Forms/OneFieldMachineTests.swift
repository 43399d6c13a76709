import Foundation
import PatternKitValidation
import Testing

/// One field machine (issue 36): a form's field is the `FieldController` a field on its own
/// is, so the two behave alike for the same events — the check's answer kept when a view
/// appears again, code's text never taken for typing — and one table drives both.
@MainActor
@Suite("One field machine: a form's field and a field on its own", asyncSuiteTimeLimit)
struct OneFieldMachineTests {
    enum Field: String, Hashable, Sendable { case name, email }

    // MARK: The two divergences issue 36 names

    @Test("A form keeps a check's answer when a row appears again and sets its field's options (SwiftUI's onAppear)")
    func formKeepsTheAnswerOnAppear() async {
        let server = FakeUserNameServer()
        let form = FormValidator<Field>()
            .field(.name, CharacterClassValidator.alphanumeric, check: server.check)
            .field(.email, LengthValidator(1...50))
        let session = FormSession(form, options: FieldOptions(checkDebounce: .none))
        session.update(.name, to: "alice")
        session.editingDidEnd(.name)
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: false)
        await session.waitUntilIdle()
        #expect(session.feedback(for: .name).error?.code == FakeUserNameServer.taken.code)
        // `FormFieldModifier.onAppear` gives the form the options a view set around each row:
        // the e-mail's row appears with a pause of its own, then the name's row, twice.
        let rowOptions = FieldOptions(checkDebounce: .seconds(30))
        session.setOptions(rowOptions, for: .email)
        session.setOptions(rowOptions, for: .name)
        session.setOptions(rowOptions, for: .name)
        #expect(session.result[.name].errors.map(\.code) == [FakeUserNameServer.taken.code], "the answer stays")
        #expect(session.feedback(for: .name).error?.code == FakeUserNameServer.taken.code, "and still shows")
        #expect(session.pendingFields.isEmpty, "the server is not asked again")
        #expect(session.options(for: .name).checkDebounce.seconds == 30, "the row's options apply from now on")
    }

    @Test("A field on its own keeps a check's answer when its view appears again (SwiftUI's onAppear)")
    func fieldKeepsTheAnswerOnAppear() async {
        let server = FakeUserNameServer()
        let field = FieldController(
            CharacterClassValidator.alphanumeric, then: server.check, options: FieldOptions(checkDebounce: .none))
        field.textDidChange("alice")
        _ = field.editingDidEnd("alice")
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: false)
        await field.waitUntilIdle()
        // A view appearing again sets the environment's options and, at most, the binding's
        // text again (`BindingField.appear` passes it on only when it differs).
        field.options = FieldOptions(checkDebounce: .seconds(30))
        field.textWasSet("alice")
        #expect(field.state == .invalid([FakeUserNameServer.taken]), "the answer about the user's text stays")
        #expect(field.feedback == .invalid(FakeUserNameServer.taken))
        #expect(!field.state.isInProgress, "the server is not asked again")
    }

    @Test("Code's text reported again unchanged is not typing, in a form as on its own: not checked, not shown")
    func codeTextReportedAgainIsNotTyping() async {
        let server = FakeUserNameServer()
        let options = FieldOptions(feedbackTiming: .whileEditing, checkDebounce: .none)
        let form = FormValidator<Field>().field(.name, LengthValidator(4...20), check: server.check)
        let session = FormSession(form, values: [.name: "ada"], options: options)
        let field = FieldController(LengthValidator(4...20), then: server.check, text: "ada", options: options)
        // The platform reports the text code put there (an `.editingChanged` without a change,
        // marked text being composed): the same text, no keystroke.
        session.update(.name, to: "ada")
        field.textDidChange("ada")
        #expect(session.feedback(for: .name) == .none, "whileEditing: still nothing typed, nothing shown")
        #expect(field.feedback == .none)
        #expect(session.result[.name].isInvalid && field.state.isInvalid, "the real state is known")
        // An edit-profile form: the user's own name, valid, is never sent to the check.
        session.set(.name, to: "grace")
        field.textWasSet("grace")
        session.update(.name, to: "grace")
        field.textDidChange("grace")
        #expect(session.result[.name] == .valid && field.state == .valid, "no request for code's text")
        #expect(session.pendingFields.isEmpty)
        await Task.yield()
        #expect(server.gates.history.isEmpty)
    }

    @Test("Typing back to code's text: its check does not run, in a form as on its own")
    func typingBackToCodeText() async {
        let server = FakeUserNameServer()
        let options = FieldOptions(checkDebounce: .none)
        let form = FormValidator<Field>().field(.name, check: server.check)
        let session = FormSession(form, values: [.name: "grace"], options: options)
        let field = FieldController(
            AnyValidator<String> { _ throws(ValidationError) in }, then: server.check, text: "grace", options: options)
        session.update(.name, to: "gracie")
        field.textDidChange("gracie")
        #expect(await server.gates.expect(.waiting("gracie")))
        #expect(await server.gates.expect(.waiting("gracie")))
        session.update(.name, to: "grace")
        field.textDidChange("grace")
        #expect(session.result[.name] == .valid, "the user's own name again: not asked")
        #expect(field.state == .valid)
        #expect(await server.gates.expect(.cancelled("gracie")), "the check of the replaced text stops")
        #expect(await server.gates.expect(.cancelled("gracie")))
        #expect(!server.gates.history.contains(.waiting("grace")))
    }

    // MARK: One table, two adapters

    /// What happens to the field, as the adapters report it.
    enum Event: Sendable, CustomStringConvertible {
        /// The user types (or pastes) `text` at the end: the edit is decided, then reported.
        case type(String)
        /// Code sets the text.
        case code(String)
        /// The platform reports the field's text again, unchanged.
        case report
        /// Focus leaves the field.
        case leave
        /// A submit button: validate, waiting for the check.
        case submit
        /// The check's server answers for `name`.
        case answer(String, available: Bool)
        /// The view appears again with `options` around it (SwiftUI's `onAppear`).
        case appear(FieldOptions)
        /// A server's error is set on the field.
        case serverError

        var description: String {
            switch self {
            case .type(let text): "type \(text.debugDescription)"
            case .code(let text): "code sets \(text.debugDescription)"
            case .report: "text reported again"
            case .leave: "leave"
            case .submit: "submit"
            case .answer(let name, let available): "\(name) is \(available ? "free" : "taken")"
            case .appear: "appear again"
            case .serverError: "server error"
            }
        }
    }

    /// What a user sees of the field, and its real state.
    struct Seen: Equatable, CustomStringConvertible {
        var text: String
        var feedback: String
        var state: String
        var isShowing: Bool

        init(text: String, feedback: FieldFeedback, state: ValidationState, isShowing: Bool) {
            self.text = text
            // Codes only: a form's errors also name their field.
            self.feedback = feedback.error.map { "invalid \($0.code.rawValue)" } ?? "\(feedback)"
            self.state =
                state.isInvalid
                ? "invalid " + state.errors.map { "\($0.code.rawValue)" }.joined(separator: ",") : "\(state)"
            self.isShowing = isShowing
        }

        var description: String { "\(text.debugDescription) shows \(feedback), is \(state), showing: \(isShowing)" }
    }

    struct Script: Sendable, CustomTestStringConvertible {
        let name: String
        let options: FieldOptions
        let events: [Event]
        var hasCheck = false
        var testDescription: String { name }
    }

    nonisolated static let scripts: [Script] = [
        Script(
            name: "after editing: typing says nothing, leaving shows, code's fix shows at once, submit",
            options: FieldOptions(),
            events: [.type("1"), .type("a"), .leave, .code("12"), .type("3"), .submit, .type("x")]),
        Script(
            name: "while editing, a refused key shows until the next change",
            options: FieldOptions(feedbackTiming: .whileEditing, editFiltering: .invalidCharacters),
            events: [.type("1"), .type("a"), .report, .type("2"), .type("b"), .leave]),
        Script(
            name: "on validate: nothing until submit, then every change",
            options: FieldOptions(feedbackTiming: .onValidate),
            events: [.type("1a"), .leave, .submit, .type("2"), .code(""), .type("3")]),
        Script(
            name: "validates on end editing under on validate",
            options: FieldOptions(feedbackTiming: .onValidate, validatesOnEndEditing: true),
            events: [.type("1"), .type("a"), .leave, .type("2"), .leave]),
        Script(
            name: "code clears a field that says 'required' and it is silent again",
            options: FieldOptions(feedbackTiming: .whileEditing),
            events: [.type("1"), .code(""), .type("2"), .code(""), .leave, .code(""), .report]),
        Script(
            name: "a pasted text, a server's error until the text changes",
            options: FieldOptions(),
            events: [.type("123"), .leave, .serverError, .report, .type("4"), .serverError, .code("5")]),
        Script(
            name: "a check: checking, taken, kept on appear, code's text unchecked",
            options: FieldOptions(feedbackTiming: .whileEditing, checkDebounce: .none),
            events: [
                .type("alice"), .answer("alice", available: false), .appear(FieldOptions(checkDebounce: .seconds(30))),
                .leave, .appear(FieldOptions(checkDebounce: .seconds(30))), .code("bob"), .report, .type("!"),
                .code("carol"), .submit,
            ],
            hasCheck: true),
        Script(
            name: "a check answered, then submitted",
            options: FieldOptions(checkDebounce: .none),
            events: [
                .type("ada"), .answer("ada", available: true), .leave, .submit, .type("m"),
                .answer("adam", available: false),
            ],
            hasCheck: true),
    ]

    /// A field of digits (alphanumeric for the scripts with a check) on its own and in a form,
    /// each with its own server.
    @MainActor
    final class Pair {
        let field: FieldController
        let session: FormSession<Field>
        let fieldServer = FakeUserNameServer()
        let formServer = FakeUserNameServer()
        var fieldText = ""
        var formText = ""

        init(_ script: Script) {
            if script.hasCheck {
                field = FieldController(
                    CharacterClassValidator.alphanumeric, then: fieldServer.check, options: script.options)
                session = FormSession(
                    FormValidator<Field>().field(.name, CharacterClassValidator.alphanumeric, check: formServer.check),
                    options: script.options)
            } else {
                field = FieldController(NumericInputValidator(), options: script.options)
                session = FormSession(
                    FormValidator<Field>().field(.name, NumericInputValidator()), options: script.options)
            }
        }

        var seen: (field: Seen, form: Seen) {
            (
                Seen(text: fieldText, feedback: field.feedback, state: field.state, isShowing: field.isShowingFeedback),
                Seen(
                    text: formText, feedback: session.feedback(for: .name), state: session.result[.name],
                    isShowing: session.isShowingFeedback(for: .name))
            )
        }

        func run(_ event: Event) async {
            switch event {
            case .type(let typed):
                let fieldEdit = TextEdit(
                    text: fieldText, range: NSRange(location: fieldText.utf16.count, length: 0), replacement: typed)
                if let kept = field.decide(fieldEdit).keptText(typed: fieldEdit.proposedText ?? fieldText) {
                    fieldText = kept
                    field.textDidChange(kept)
                }
                let formEdit = TextEdit(
                    text: formText, range: NSRange(location: formText.utf16.count, length: 0), replacement: typed)
                if let kept = session.decide(formEdit, in: .name).keptText(typed: formEdit.proposedText ?? formText) {
                    formText = kept
                    session.update(.name, to: kept)
                }
            case .code(let text):
                fieldText = text
                field.textWasSet(text)
                formText = text
                session.set(.name, to: text)
            case .report:
                field.textDidChange(fieldText)
                session.update(.name, to: formText)
            case .leave:
                if field.editingDidEnd(fieldText) {
                    fieldText = field.validate(fieldText, cursor: fieldText.utf16.count).text
                }
                session.editingDidEnd(.name, text: formText)
            case .submit:
                _ = await field.validateIncludingChecks(fieldText)
                _ = await session.validateIncludingChecks()
            case .answer(let name, let available):
                #expect(await fieldServer.gates.expect(.waiting(name)))
                #expect(await formServer.gates.expect(.waiting(name)))
                fieldServer.respond(name, available: available)
                formServer.respond(name, available: available)
                await field.waitUntilIdle()
                await session.waitUntilIdle()
            case .appear(let options):
                // What `FormFieldModifier.onAppear` calls, and what `BindingField.appear` (behind
                // `FieldModel`) calls at most: it passes the text on only when it differs.
                field.options = options
                field.textWasSet(fieldText)
                session.setOptions(options, for: .name)
            case .serverError:
                let error = ValidationError(20_030, reason: "Already registered")
                field.showError(error)
                session.setError(error, for: .name)
            }
        }
    }

    @Test("The same events give the same states, on its own and in a form", arguments: scripts)
    func sameStates(_ script: Script) async {
        let pair = Pair(script)
        #expect(pair.seen.field == pair.seen.form, "at the start")
        for event in script.events {
            await pair.run(event)
            let seen = pair.seen
            #expect(seen.field == seen.form, "after \(event)")
        }
        await pair.field.waitUntilIdle()
        await pair.session.waitUntilIdle()
        #expect(
            pair.fieldServer.gates.history == pair.formServer.gates.history,
            "the same requests reached the servers")
    }
}
