import InputValidation
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
            session.onFieldChange = { [unowned self] field, state in
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

    @Test("Typing shows the edited field's state and reports each change once")
    func typing() {
        let session = FormSession(SampleRules.signUp())
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
        let session = FormSession(SampleRules.signUp())
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
        for (field, text) in SampleRules.validValues.storage.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            session.update(field, to: text)
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
        let session = FormSession(SampleRules.signUp(userNameCheck: server.check), debounce: sleeper.debounce)
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

    @Test("validateAll() shows every field, finishes the checks and names the field to focus")
    func submit() async {
        let session = FormSession(SampleRules.signUp(userNameCheck: server.check), debounce: sleeper.debounce)
        for (field, text) in SampleRules.validValues.storage {
            session.update(field, to: text)
        }
        #expect(!session.isValid)  // the user name is still to be checked
        async let submitted = session.validateAll()
        #expect(await server.gates.expect(.waiting("ada")))  // the pause was skipped
        server.respond("ada", available: false)
        let result = await submitted
        #expect(result.firstInvalidField == .userName)
        #expect(result.invalidFields == [.userName])
        #expect(session.state(of: .phone) == .valid)  // every field is shown now
    }

    @Test("validateAll() runs the waiting checks side by side, not one after another")
    func sideBySide() async {
        let form = FormValidator<SignUpField>().field(.userName, check: server.check).field(.email, check: server.check)
        let session = FormSession(form, debounce: sleeper.debounce)
        session.update(.userName, to: "ada")
        session.update(.email, to: "ada@example.com")
        async let submitted = session.validateAll()
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

    @Test("Initial values are validated, their checks included")
    func initialValues() async {
        let session = FormSession(SampleRules.signUp(userNameCheck: server.check), values: SampleRules.validValues)
        let reports = Reports(session)
        #expect(session.result[.userName] == .validating)
        #expect(await server.gates.expect(.waiting("ada")))
        server.respond("ada", available: true)
        let result = await session.validateAll()
        #expect(result.isValid)
        #expect(reports.validity == [true])
    }
}
