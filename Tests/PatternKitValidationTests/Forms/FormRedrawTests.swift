import Foundation
import PatternKitValidation
import Testing

/// Issue 40.8: the observation a SwiftUI form redraws by. Each row follows its own field
/// (`onFieldDisplayChange`: its text and feedback, corrections included); the view of the whole
/// form follows the form's status (`onStatusChange`: validity, submitting, focus, a reveal, an
/// announcement, the form's errors) — never a keystroke that changes only one field.
@MainActor
@Suite("A form's redraws: each row for its field, the form for its status")
struct FormRedrawTests {
    static let rules = FormValidator<SignUpField>()
        .field(.userName, CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)))
        .field(.email, LengthValidator(1...50))
        .field(.phone, MaskValidator(InputMask("(###) ###-####")).ifPresent())

    /// What each observer was told.
    final class Log {
        var rows: [SignUpField] = []
        var statuses = 0
    }

    static func observed(_ session: FormSession<SignUpField>) -> Log {
        let log = Log()
        session.onFieldDisplayChange = { log.rows.append($0) }
        session.onStatusChange = { log.statuses += 1 }
        return log
    }

    @Test("A keystroke that changes only its field redraws its row, not the form")
    func keystrokeRedrawsItsRowOnly() {
        let session = FormSession(Self.rules, values: [.email: "ada@example.com", .userName: "ad"])
        session.focusedField = .userName
        let log = Self.observed(session)
        _ = session.change(.userName, to: "ada")  // valid now: the form's validity changes
        #expect(log.rows == [.userName])
        #expect(log.statuses == 1, "validity changed")
        log.rows.removeAll()
        log.statuses = 0
        _ = session.change(.userName, to: "adah")
        _ = session.change(.userName, to: "adahl")
        #expect(log.rows == [.userName, .userName])
        #expect(log.statuses == 0, "nothing of the form as a whole changed: the form's view is not redrawn")
    }

    @Test("Corrections reach their row: a refused key's echo ends, a mask rewrites, code sets, a reset")
    func correctionsReachTheirRow() {
        let session = FormSession(Self.rules, options: FieldOptions(editFiltering: .invalidCharacters))
        session.formatters[.phone] = AnySanitizer(DigitsSanitizer.digitsOnly.then(InputMask("(###) ###-####")))
        let log = Self.observed(session)
        _ = session.change(.userName, to: "ab")
        log.rows.removeAll()
        #expect(session.change(.userName, to: "ab!") == "ab")
        session.endEcho(of: .userName)
        #expect(log.rows.filter { $0 == .userName }.count >= 2, "the echo, then the form's text: two redraws")
        #expect(!log.rows.contains(.email) && !log.rows.contains(.phone))
        session.focusedField = .phone  // leaving the user name shows its state: its row redraws
        log.rows.removeAll()
        #expect(session.change(.phone, to: "5") == "(5")
        session.endEcho(of: .phone)
        #expect(log.rows.contains(.phone) && !log.rows.contains(.userName))
        log.rows.removeAll()
        session.set(.email, to: "grace@example.com")
        #expect(log.rows == [.email], "code's text reaches the e-mail's row")
        log.rows.removeAll()
        session.reset()
        #expect(Set(log.rows) == [.userName, .phone, .email], "a reset reaches every row that showed something")
    }

    @Test("The form's status is reported once per change of it: submit, focus, a reveal, errors")
    func statusChanges() async {
        let session = FormSession(Self.rules)
        let log = Self.observed(session)
        session.focusedField = .email
        #expect(log.statuses == 1, "focus")
        #expect(!session.validate())
        #expect(log.statuses > 1, "a submit: feedback, focus, a reveal, an announcement")
        let afterSubmit = log.statuses
        session.setFormErrors([ValidationError(.tooManyRequests)])
        #expect(log.statuses == afterSubmit + 1)
        session.setFormErrors([ValidationError(.tooManyRequests)])
        #expect(log.statuses == afterSubmit + 1, "the same errors again: no change")
    }
}
