import Foundation
import PatternKitValidation
import Testing

/// A form as the model of a screen (issue 22): every field's state whether or not its row is
/// on screen, values set by code apart from typing, focus, submit, server errors, filtering
/// and formatting — the decisions SwiftUI's form views only forward.
@MainActor
@Suite("Form sessions as a screen's model", asyncSuiteTimeLimit)
struct FormModelTests {
    let server = FakeUserNameServer()

    func filled(_ session: FormSession<SignUpField>, except skipped: Set<SignUpField> = []) {
        for (field, value) in SampleRules.validValues.storage where !skipped.contains(field) {
            session.set(field, to: value.text)
        }
    }

    // MARK: 1 — submit respects the asynchronous check

    @Test("validate() refuses a form whose check has not answered, and one the server rejected")
    func validateRespectsTheCheck() async {
        let session = FormSession(SampleRules.signUp(userNameCheck: server.check))
        filled(session, except: [.userName])
        session.update(.userName, to: "ada")  // typed by the user: checked
        #expect(!session.validate())  // the user name is being checked
        #expect(session.pendingFields == [.userName])
        #expect(session.result[.userName].isInProgress)
        #expect(await server.gates.expect(.waiting("ada")))
        server.respond("ada", available: false)
        await session.waitUntilIdle()
        #expect(!session.validate())  // taken: still not sent
        #expect(session.feedback(for: .userName).error?.code == FakeUserNameServer.taken.code)
        #expect(session.focusedField == .userName)
    }

    // MARK: 2 — every field counts, on screen or not

    @Test("A field nobody looked at still keeps the form from being sent")
    func untouchedFieldsCount() {
        let session = FormSession(SampleRules.signUp())
        filled(session, except: [.confirmation])  // the row scrolled away, never shown
        #expect(!session.validate())
        #expect(session.focusedField == .confirmation)
        #expect(session.feedback(for: .confirmation).error != nil)
    }

    // MARK: 3 — code-set values and resets are not typing

    @Test("A reset form shows nothing, whatever the timing", arguments: FeedbackTiming.allCases)
    func resetShowsNothing(timing: FeedbackTiming) {
        let session = FormSession(SampleRules.signUp(), options: FieldOptions(feedbackTiming: timing))
        session.update(.userName, to: "ada")
        session.validate()
        session.set(.userName, to: "")  // `name = ""` in code
        session.reset()
        #expect(SignUpField.allCases.allSatisfy { session.feedback(for: $0) == .none })
        #expect(!session.isValid)  // still real: the empty form cannot be sent
    }

    @Test("A value set in code is never filtered, and starts no message")
    func codeSetValueIsKept() {
        let session = FormSession(Self.lettersAndDigits, options: FieldOptions(feedbackTiming: .whileEditing))
        session.options.editFiltering = .invalidCharacters
        session.set(.userName, to: "a-b")
        #expect(session.values[.userName] == "a-b")
        #expect(session.feedback(for: .userName) == .none)
        #expect(session.result[.userName].isInvalid)
        #expect(session.change(.userName, to: "a-bc") == nil)  // typing a letter: fine
        #expect(session.change(.userName, to: "a-bc!") == "a-bc")  // typing "!": refused
        #expect(session.feedback(for: .userName).error?.code == .alphanumeric)
    }

    // MARK: 6 — focus drives the end of editing

    @Test("Moving focus away ends the field's editing: 'after editing' shows, a refusal goes")
    func focusEndsEditing() {
        let session = FormSession(Self.lettersAndDigits)
        session.options.editFiltering = .invalidCharacters
        session.focusedField = .userName
        #expect(session.change(.userName, to: "a") == nil)
        #expect(session.change(.userName, to: "a!") == "a")
        #expect(session.feedback(for: .userName).error != nil)  // the refusal shows
        session.focusedField = .password
        #expect(session.feedback(for: .userName) == .valid)  // the refusal went; "a" passes
        session.update(.password, to: "short")
        #expect(session.feedback(for: .password) == .none)  // still typing
        session.focusedField = nil
        #expect(session.feedback(for: .password).error != nil)
    }

    @Test("Return moves to the next field in the form's order, ending the left one's editing; the last asks to submit")
    func returnMovesOn() {
        let session = FormSession(Self.lettersAndDigits)
        #expect(session.focusNextField())
        #expect(session.focusedField == .userName)
        session.update(.userName, to: "ada")
        #expect(session.focusNextField())
        #expect(session.focusedField == .password)
        #expect(session.feedback(for: .userName) == .valid)  // editing it ended
        #expect(!session.focusNextField())  // the last field: submit
        #expect(session.focusedField == .password)
    }

    // MARK: 7 — rules across fields follow every change

    @Test("The confirmation compares with the password as it is now")
    func confirmationFollowsThePassword() {
        let session = FormSession(SampleRules.signUp())
        session.update(.password, to: "analytical")
        session.update(.confirmation, to: "analytical")
        session.editingDidEnd(.confirmation)
        #expect(session.feedback(for: .confirmation) == .valid)
        session.update(.password, to: "analytical engine")
        #expect(session.feedback(for: .confirmation).error?.code == .confirmationMismatch)
    }

    // MARK: 9 — server errors, masks

    @Test("A server's error shows on its field until the user edits it")
    func serverError() {
        let session = FormSession(SampleRules.signUp())
        filled(session)
        #expect(session.isValid)
        let registered = ValidationError(20_030, reason: "This address is already registered")
        session.setError(registered, for: .email)
        #expect(!session.isValid)
        #expect(session.feedback(for: .email).error?.code == 20_030)
        #expect(session.result.message(for: .email) == "This address is already registered")
        session.update(.email, to: "ada@example.com")  // the same text: still there
        #expect(session.feedback(for: .email).error?.code == 20_030)
        session.update(.email, to: "ada@example.org")
        #expect(session.isValid)
        #expect(session.feedback(for: .email) == .valid)
    }

    @Test("A field's own failure shows before a server's error, which stays until the text changes")
    func ownRulesFirst() {
        let session = FormSession(SampleRules.signUp())
        session.setError(ValidationError(20_030), for: .password)
        #expect(session.result[.password].errors.map(\.code) == [20_101])  // "at least 8"
    }

    @Test("A mask formats the phone as it is typed")
    func maskWhileTyping() {
        let session = FormSession(SampleRules.signUp())
        let mask = InputMask("(###) ###-####")
        session.formatters[.phone] = AnySanitizer(DigitsSanitizer.digitsOnly.then(mask))
        var shown = ""
        for digit in "5551234567" {
            let typed = shown + String(digit)
            shown = session.change(.phone, to: typed) ?? typed
        }
        #expect(shown == "(555) 123-4567")
        #expect(session.values[.phone] == "(555) 123-4567")
        #expect(session.result[.phone] == .valid)
    }

    // MARK: Observation

    @Test("Every change a view draws is reported, asynchronous answers included")
    func changesAreReported() async {
        let session = FormSession(SampleRules.signUp(userNameCheck: server.check))
        var count = 0
        session.onChange = { count += 1 }
        session.update(.email, to: "a")
        #expect(count > 0)
        count = 0
        session.focusedField = .email
        #expect(count == 1)
        count = 0
        session.update(.userName, to: "ada")
        #expect(await server.gates.expect(.waiting("ada")))
        let before = count
        server.respond("ada", available: true)
        await session.waitUntilIdle()
        #expect(count > before)
    }

    /// A form whose user name takes letters and digits only: a per-character rule, which
    /// keystroke filtering can judge.
    static let lettersAndDigits = FormValidator<SignUpField>()
        .field(.userName, CharacterClassValidator.alphanumeric)
        .field(.password, SampleRules.password)
}
