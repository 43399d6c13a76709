import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

@MainActor
@Suite("A form session shows a server's answer", .englishMessages)
struct FormSessionApplyTests {
    func session() -> FormSession<Account> {
        let session = FormSession(WireSamples.form, values: WireSamples.validValues)
        return session
    }

    func report(_ json: String) throws -> ValidationFailureReport {
        try ValidationFailureReport(json: Data(json.utf8))
    }

    @Test("A field's failure shows exactly like its own error, in the app's language, until the user edits it")
    func fieldFailures() throws {
        let session = session()
        #expect(session.isValid)
        let taken = ValidationError(WireSamples.userNameTaken, reason: "That name is taken")
        let server = FormRejection(field: Account.userName, error: taken)
            .merging(FormRejection(field: Account.email, error: ValidationError(.email)))
            .report(language: "de")  // the server wrote German; the app words built-in codes itself
        #expect(session.apply(try ValidationFailureReport(json: server.jsonData())) == .email)
        #expect(!session.isValid)
        #expect(
            session.feedback(for: .email).error?.localizedFailureReason() == "The input is not a valid email address")
        #expect(session.feedback(for: .userName).error?.localizedFailureReason() == "That name is taken")
        #expect(session.focusedField == .email)  // the first in the form's order
        session.update(.userName, to: "ada2")
        #expect(session.feedback(for: .userName) == .valid)
        #expect(session.feedback(for: .email).error?.code == .email)
        session.update(.email, to: "ada@example.org")
        #expect(session.isValid)
    }

    @Test("Failures of no field, or of a field the form does not have, become the form's message")
    func formFailures() throws {
        let session = session()
        session.apply(
            try report(
                #"""
                {"version":1,"failures":[
                  {"code":1240,"domain":"InputValidationErrorDomain","parameters":{},"message":"Too many attempts","customMessage":true},
                  {"field":"middleName","code":1001,"domain":"InputValidationErrorDomain","parameters":{}}
                ]}
                """#))
        #expect(session.formErrors.count == 2)
        #expect(session.formMessage() == "Too many attempts")
        #expect(session.isValid)  // the form may be sent again
        #expect(session.focusedField == nil)
        session.update(.email, to: "ada@example.net")
        #expect(session.formErrors.count == 2)  // kept until the next answer
        #expect(session.apply(ValidationFailureReport(failures: [])) == nil, "no field to focus")
        #expect(session.formErrors.isEmpty && session.formMessage() == nil)
    }

    @Test("The next answer replaces the previous one; an empty answer clears it; reset forgets it")
    func replacing() throws {
        let session = session()
        session.apply(FormRejection(field: Account.email, error: ValidationError(.email)).report(language: "en"))
        session.apply(
            FormRejection(field: Account.userName, error: ValidationError(.tooShort, parameters: [.minimum: 5])).report(
                language: "en"))
        #expect(session.feedback(for: .email) == .valid)
        #expect(session.feedback(for: .userName).error?.code == .tooShort)
        session.apply(ValidationFailureReport(failures: []))
        #expect(session.isValid)
        session.apply(
            FormRejection(formError: ValidationError(.custom, reason: "Down for maintenance")).report(language: "en"))
        session.reset(to: WireSamples.validValues)
        #expect(session.formErrors.isEmpty)
    }

    @Test("A field's own failing rules still show first; the server's failure waits behind them")
    func ownRulesFirst() throws {
        let session = session()
        session.update(.password, to: "short")
        session.apply(
            FormRejection(field: Account.password, error: ValidationError(.custom, reason: "Seen in a breach")).report(
                language: "en"))
        #expect(session.feedback(for: .password).error?.code != .custom)
    }

    @Test("Observers hear the answer as one change")
    func oneChange() throws {
        let session = session()
        var fieldChanges: [Account] = []
        session.onStateChange = { field, _ in fieldChanges.append(field) }
        session.apply(
            FormRejection(field: Account.email, error: ValidationError(.email))
                .merging(FormRejection(field: Account.userName, error: ValidationError(.tooShort))).report(
                    language: "en"))
        #expect(fieldChanges == [.email, .userName])
    }
}
