import PatternKitValidation
import Testing

@MainActor
@Suite("Form sessions", asyncSuiteTimeLimit)
struct FormSessionTests {
    let server = FakeUserNameServer()
    let sleeper = ManualSleeper()

    /// A session with its reports collected.
    @MainActor
    final class Reports {
        var fields: [(SignUpField, ValidationState)] = []
        var validity: [Bool] = []
        /// The user-name field's states, to wait for.
        let userName = StateLog()

        init(_ session: FormSession<SignUpField>) {
            session.onStateChange = { [unowned self] field, state in
                fields.append((field, state))
                if field == .userName { userName.record(state) }
            }
            session.onValidityChange = { [unowned self] in validity.append($0) }
        }

        /// The reports so far, cleared.
        func take() -> [(SignUpField, ValidationState)] {
            defer { fields = [] }
            return fields
        }
    }

    @Test("Untouched fields are shown pristine; the form's validity is real from the start")
    func pristine() {
        let session = FormSession(SampleRules.signUp())
        #expect(SignUpField.allCases.allSatisfy { session.state(of: $0) == .pristine })
        #expect(!session.isValid)
        #expect(session.firstInvalidField == .email)
        #expect(session.result[.password].errors.map(\.code) == [20_101])
    }

    @Test("While editing: typing shows the edited field's state and reports each change once")
    func typing() {
        let session = FormSession(SampleRules.signUp(), options: FieldOptions(feedbackTiming: .whileEditing))
        let reports = Reports(session)
        session.update(.password, to: "short")
        #expect(reports.take().map(\.0) == [.password])
        #expect(session.state(of: .password).errors.map(\.code) == [20_101])
        session.update(.password, to: "shorter")  // still invalid, same error: nothing to report
        #expect(reports.take().isEmpty)
        session.update(.password, to: "analytical")
        #expect(reports.take().map(\.1) == [.valid])
        #expect(session.values[.password] == "analytical")
    }

    @Test("Editing the password updates the confirmation at once")
    func crossField() {
        let session = FormSession(SampleRules.signUp(), options: FieldOptions(feedbackTiming: .whileEditing))
        let reports = Reports(session)
        session.update(.password, to: "analytical")
        session.update(.confirmation, to: "analytic")
        #expect(session.state(of: .confirmation).errors.map(\.code) == [.confirmationMismatch])
        _ = reports.take()
        session.update(.password, to: "analytic")  // still a valid password: only the confirmation changes
        let changes = reports.take()
        #expect(changes.map(\.0) == [.confirmation])
        #expect(changes.map(\.1) == [.valid])
        session.update(.password, to: "analyt")
        #expect(reports.take().map(\.0) == [.password, .confirmation])
        #expect(session.state(of: .confirmation).errors.map(\.code) == [.confirmationMismatch])
    }

    @Test("The form reports when it becomes valid and when it stops being valid")
    func validity() {
        let session = FormSession(SampleRules.signUp())
        let reports = Reports(session)
        for (field, value) in SampleRules.validValues.storage.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            session.update(field, to: value.text)
        }
        #expect(reports.validity == [true])
        #expect(session.isValid && session.firstInvalidField == nil)
        session.update(.email, to: "")  // no e-mail and no phone
        #expect(reports.validity == [true, false])
        #expect(session.state(of: .phone) == .pristine)  // not edited: its error is not shown yet
        #expect(session.result.invalidFields == [.email, .phone])
    }

    @Test("A user name is checked after the pause; typing on cancels the check")
    func asyncField() async {
        let session = FormSession(
            SampleRules.signUp(userNameCheck: server.check),
            options: FieldOptions(feedbackTiming: .whileEditing, checkDebounce: sleeper.debounce))
        let reports = Reports(session)
        session.update(.userName, to: "ada")
        #expect(session.state(of: .userName) == .pending)
        #expect(await sleeper.gates.expect(.waiting("pause")))
        sleeper.wake()
        #expect(await server.gates.expect(.waiting("ada")))
        #expect(session.state(of: .userName) == .validating)
        session.update(.userName, to: "ada!")  // invalid at once: the check is cancelled
        #expect(await server.gates.expect(.cancelled("ada")))
        #expect(session.state(of: .userName).errors.map(\.code) == [.alphanumeric])
        session.update(.userName, to: "ada")
        #expect(await sleeper.gates.expect(.waiting("pause")))
        sleeper.wake()
        #expect(await server.gates.expect(.waiting("ada")))
        server.respond("ada", available: false)
        let answer = await reports.userName.next { $0.isInvalid && $0.errors.first?.code == 20_010 }
        #expect(answer.errors == [FakeUserNameServer.taken.replacingField("userName")])
        #expect(session.state(of: .userName) == answer)
        #expect(reports.userName.states.map(\.isInProgress) == [true, true, false, true, true, false])
    }

    @Test("By default a field shows nothing while it is first typed, then follows every change once left")
    func afterEditing() {
        let session = FormSession(SampleRules.signUp())
        let reports = Reports(session)
        session.update(.password, to: "ana")
        #expect(session.state(of: .password) == .pristine, "still typing: not told off yet")
        #expect(session.feedback(for: .password) == .none)
        #expect(session.result[.password].errors.map(\.code) == [20_101], "the real state is known")
        #expect(reports.take().isEmpty)
        session.editingDidEnd(.password)
        #expect(session.isShowingFeedback(for: .password))
        #expect(session.feedback(for: .password).error?.code == 20_101)
        #expect(reports.take().map(\.0) == [.password])
        session.update(.password, to: "analytical")  // early to forgive
        #expect(session.feedback(for: .password) == .valid)
        session.update(.password, to: "anal")  // and shown again at once
        #expect(session.feedback(for: .password).error?.code == 20_101)
        #expect(session.state(of: .confirmation) == .pristine, "the confirmation was not left yet")
        session.editingDidEnd(.confirmation)  // left without typing: shown too
        #expect(session.state(of: .confirmation).errors.map(\.code) == [20_100])
        session.resetFeedback()
        #expect(SignUpField.allCases.allSatisfy { !session.isShowingFeedback(for: $0) })
        #expect(session.values[.password] == "anal", "the values stay")
    }

    @Test("On validate: leaving a field shows nothing; validateIncludingChecks() shows every field")
    func onValidate() async {
        let session = FormSession(SampleRules.signUp(), options: FieldOptions(feedbackTiming: .onValidate))
        session.update(.password, to: "ana")
        session.editingDidEnd(.password)
        #expect(session.state(of: .password) == .pristine)
        _ = await session.validateIncludingChecks()
        #expect(session.state(of: .password).errors.map(\.code) == [20_101])
        session.update(.password, to: "analytical")
        #expect(session.state(of: .password) == .valid)
    }

    /// What a field goes through, step by step: text typed, editing ended, the submit button.
    enum Step: Sendable, CustomStringConvertible {
        case type(String)
        case leave
        case submit

        var description: String {
            switch self {
            case .type(let text): "type \(text)"
            case .leave: "leave"
            case .submit: "submit"
            }
        }
    }

    @Test(
        "A form's field shows exactly what a FieldController shows for the same events",
        arguments: FeedbackTiming.allCases)
    func sameDecisionAsAField(timing: FeedbackTiming) async {
        let steps: [Step] = [.type("1"), .type("1a"), .leave, .type("12"), .type("12a"), .submit, .type("123")]
        let field = FieldController(NumericInputValidator(), options: FieldOptions(feedbackTiming: timing))
        let session = FormSession(
            FormValidator<SignUpField>().field(.card, NumericInputValidator()),
            options: FieldOptions(feedbackTiming: timing))
        var text = ""
        for step in steps {
            switch step {
            case .type(let typed):
                text = typed
                field.textDidChange(text)
                session.update(.card, to: text)
            case .leave:
                _ = field.editingDidEnd(text)
                session.editingDidEnd(.card)
            case .submit:
                _ = field.validate(text, cursor: text.utf16.count)
                _ = await session.validateIncludingChecks()
            }
            // The same feedback; the form's errors also name their field.
            let fieldFeedback =
                field.feedback.error.map { FieldFeedback.invalid($0.replacingField("card")) } ?? field.feedback
            #expect(session.feedback(for: .card) == fieldFeedback, "\(timing), after \(step)")
            #expect(session.isShowingFeedback(for: .card) == field.isShowingFeedback, "\(timing), after \(step)")
        }
    }

    @Test("waitUntilIdle() waits out the pause and the answer without skipping either, and shows nothing")
    func waitUntilIdle() async {
        let session = FormSession(
            SampleRules.signUp(userNameCheck: server.check), options: FieldOptions(checkDebounce: sleeper.debounce))
        await session.waitUntilIdle()  // nothing runs yet: returns at once
        session.update(.userName, to: "ada")
        async let idle: Void = session.waitUntilIdle()
        #expect(await sleeper.gates.expect(.waiting("pause")), "the pause is not skipped")
        sleeper.wake()
        #expect(await server.gates.expect(.waiting("ada")))
        server.respond("ada", available: true)
        await idle
        #expect(session.result[.userName] == .valid, "the answer is in")
        #expect(session.state(of: .userName) == .pristine, "and not shown: the field was not left")
    }

    @Test("waitUntilIdle() also waits for the late answer of a replaced check, which is dropped")
    func waitUntilIdleIncludesReplacedChecks() async {
        let session = FormSession(FormValidator<SignUpField>().field(.userName, check: server.stubbornCheck))
        session.update(.userName, to: "ali")
        #expect(await server.gates.expect(.waiting("ali")))
        session.update(.userName, to: "alice")
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: true)
        server.respond("ali", available: false)
        await session.waitUntilIdle()
        #expect(session.result[.userName] == .valid)
        #expect(session.isValid)
    }

    @Test("validateIncludingChecks() shows every field, finishes the checks and names the field to focus")
    func submit() async {
        let session = FormSession(
            SampleRules.signUp(userNameCheck: server.check), options: FieldOptions(checkDebounce: sleeper.debounce))
        for (field, value) in SampleRules.validValues.storage {
            session.update(field, to: value.text)
        }
        #expect(!session.isValid)  // the user name is still to be checked
        async let submitted = session.validateIncludingChecks()
        #expect(await server.gates.expect(.waiting("ada")))  // the pause was skipped
        server.respond("ada", available: false)
        let result = await submitted
        #expect(result.firstInvalidField == .userName)
        #expect(result.invalidFields == [.userName])
        #expect(session.state(of: .phone) == .valid)  // every field is shown now
    }

    @Test("validateIncludingChecks() runs the waiting checks side by side, not one after another")
    func sideBySide() async {
        let form = FormValidator<SignUpField>().field(.userName, check: server.check).field(.email, check: server.check)
        let session = FormSession(form, options: FieldOptions(checkDebounce: sleeper.debounce))
        session.update(.userName, to: "ada")
        session.update(.email, to: "ada@example.com")
        async let submitted = session.validateIncludingChecks()
        // Both requests are out, in either order, before either is answered.
        var requested: Set<String> = []
        while requested.count < 2, let event = await server.gates.next() {
            if case .waiting(let name) = event { requested.insert(name) }
        }
        #expect(requested == ["ada", "ada@example.com"])
        server.respond("ada@example.com", available: true)
        server.respond("ada", available: true)
        #expect(await submitted.isValid)
    }

    @Test("Initial values are validated by their rules; their checks run only once the user edits them")
    func initialValues() async {
        // An edit-profile form: the user's own name is not sent to the server on open.
        let session = FormSession(
            SampleRules.signUp(userNameCheck: server.check), values: SampleRules.validValues,
            options: FieldOptions(checkDebounce: .none))
        let reports = Reports(session)
        #expect(session.result[.userName] == .valid)
        #expect(session.isValid && session.pendingFields.isEmpty)
        #expect(await session.validateIncludingChecks().isValid)
        #expect(server.gates.history.isEmpty)
        // Typed by the user: checked.
        session.update(.userName, to: "grace")
        #expect(session.result[.userName] == .validating)
        #expect(await server.gates.expect(.waiting("grace")))
        server.respond("grace", available: false)
        #expect(await !session.validateIncludingChecks().isValid)
        // Reset to the saved values: no check again.
        session.reset(to: SampleRules.validValues)
        #expect(session.isValid)
        #expect(reports.validity == [false, true])
    }

    @Test("An optional field's check never runs for empty text, nor when the form starts or resets")
    func emptyFieldsAreNotChecked() async {
        let session = FormSession(SampleRules.signUp(userNameCheck: server.check))
        session.update(.userName, to: "")
        session.reset()
        await session.waitUntilIdle()
        #expect(server.gates.history.isEmpty)
    }

    @Test("A server's answer applies only to the values it judged: a field edited since keeps its own state")
    func staleAnswer() async {
        let session = FormSession(SampleRules.signUp(), values: SampleRules.validValues)
        #expect(await session.validateIncludingChecks().isValid)  // sent as these values
        session.update(.email, to: "bob@example.com")  // edited while the request runs
        let registered = ValidationError(20_030, reason: "This address is already registered")
        session.replaceExternalErrors([.email: registered, .password: registered], formErrors: [])
        #expect(session.result[.email] == .valid)
        #expect(session.result[.password].isInvalid)
    }

    @Test("A typed field takes FormValues; the user's change shows like text")
    func typedValues() {
        enum Field: String, Hashable, Sendable { case terms, seats }
        let form = FormValidator<Field>()
            .field(
                .terms, as: Bool.self,
                AnyValidator<Bool> { on throws(ValidationError) in
                    if !on { throw ValidationError(20_040, reason: "Accept the terms") }
                }
            )
            .field(.seats, as: Int.self)
        let session = FormSession(form, values: FormValues(typed: [.seats: .integer(2)]))
        #expect(!session.isValid)  // terms: no value
        session.update(.terms, to: .bool(false))
        #expect(session.result[.terms].errors.first?.code == 20_040)
        session.update(.terms, to: .bool(true))
        #expect(session.isValid && session.value(of: .terms) == .bool(true))
        session.set(.seats, to: FormValue.text("two"))
        #expect(session.result[.seats].errors.first?.code == 1120)
    }
}
