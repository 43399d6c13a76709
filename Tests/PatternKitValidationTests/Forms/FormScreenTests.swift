import Foundation
import PatternKitValidation
import Testing

/// What the user sees is what the form holds: the model's side of a form on screen — text
/// corrected visibly, one owner of focus, one announcement, redraws per field.
@MainActor
@Suite("A form on screen")
struct FormScreenTests {
    static let userName = FormValidator<SignUpField>()
        .field(.userName, CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)))
        .field(.email, LengthValidator(1...50))
        .field(.phone, MaskValidator(InputMask("(###) ###-####")).ifPresent())

    /// Counts what each field reports as redrawn.
    final class Redraws {
        var counts: [SignUpField: Int] = [:]
    }

    static func redraws(_ session: FormSession<SignUpField>) -> Redraws {
        let redraws = Redraws()
        session.onFieldDisplayChange = { redraws.counts[$0, default: 0] += 1 }
        return redraws
    }

    @Test("A refused key shows for a moment, then the model's text arrives as a change; the next key is judged on that")
    func refusedKeyCorrected() {
        let session = FormSession(Self.userName, options: FieldOptions(editFiltering: .invalidCharacters))
        let redraws = Self.redraws(session)
        #expect(session.change(.userName, to: "ab") == nil)
        #expect(session.change(.userName, to: "ab!") == "ab", "refused by alphanumeric inside .and(length)")
        #expect(session.values[.userName] == "ab")
        #expect(session.shownText(of: .userName) == "ab!", "what the text field holds, until the echo ends")
        let before = redraws.counts[.userName, default: 0]
        session.endEcho(of: .userName)
        #expect(session.shownText(of: .userName) == "ab")
        #expect(redraws.counts[.userName, default: 0] == before + 1, "the corrected text is a change to draw")
        #expect(session.change(.userName, to: "abc") == nil, "the next key: \"abc\", not \"ab!c\"")
        #expect(session.values[.userName] == "abc")
    }

    @Test("A mask's reformatting reaches the screen the same way")
    func maskCorrected() {
        let mask = InputMask("(###) ###-####")
        let session = FormSession(Self.userName)
        session.formatters[.phone] = AnySanitizer(mask)
        #expect(session.change(.phone, to: "5") == "(5")
        #expect(session.shownText(of: .phone) == "5")
        session.endEcho(of: .phone)
        #expect(session.shownText(of: .phone) == "(5")
        #expect(
            session.change(.phone, to: "(5x") == nil || session.values[.phone] == "(5", "a stripped key is not kept")
        session.endEcho(of: .phone)
        #expect(session.shownText(of: .phone) == session.values[.phone])
    }

    @Test("The form owns focus: nil passing through its own move ends nobody's editing")
    func focusThroughNil() {
        let session = FormSession(Self.userName)
        session.focusedField = .userName
        session.platformFocusDidChange(to: .userName)
        #expect(session.focusNextField())
        #expect(session.focusedField == .email)
        #expect(session.feedback(for: .userName) != .none, "leaving the user name ended its editing")
        session.platformFocusDidChange(to: nil)  // Return: @FocusState passes through nil
        #expect(session.focusedField == .email, "the move goes on")
        #expect(session.feedback(for: .email) == .none, "the field that just got focus says nothing")
        session.platformFocusDidChange(to: .email)
        session.platformFocusDidChange(to: nil)  // now the user really leaves it
        #expect(session.focusedField == nil)
        #expect(session.feedback(for: .email) != .none)
    }

    @Test("Typing in a field the form did not move to takes focus there")
    func typingTakesFocus() {
        let session = FormSession(Self.userName)
        session.focusedField = .email  // @FocusState refused this move
        _ = session.change(.userName, to: "ada")
        #expect(session.focusedField == .userName)
        session.platformFocusDidChange(to: .email)  // the user taps the e-mail field
        _ = session.change(.userName, to: "ada")  // the user name's text pushed again as it loses focus
        #expect(session.focusedField == .email, "the same text is no typing: focus stays where the user put it")
        session.focusedField = .phone  // refused again by the @FocusState
        _ = session.change(.userName, to: "adam")
        session.platformFocusDidChange(to: nil)  // then the user leaves the user name
        #expect(session.focusedField == nil, "typing ended the wait for the refused move: leaving ends editing")
        #expect(session.feedback(for: .userName) != .none)
    }

    @Test("A submit asks to reveal the first invalid field, each time as a new request")
    func reveal() {
        let session = FormSession(Self.userName)
        #expect(session.fieldToReveal == nil)
        #expect(!session.validate())
        let first = session.fieldToReveal
        #expect(first?.field == .userName)
        #expect(!session.validate())
        #expect(session.fieldToReveal?.field == .userName)
        #expect(session.fieldToReveal != first, "the same field again is a new request")
    }

    @Test("One announcement per submit, the first failure; one per change; none for a valid submit")
    func announcements() async {
        let session = FormSession(Self.userName)
        #expect(session.announcement == nil)
        #expect(!session.validate())
        #expect(session.announcement?.id == 1, "two invalid fields, one announcement")
        #expect(session.announcement?.field == .userName)
        _ = await session.validateIncludingChecks()
        #expect(session.announcement?.id == 2)
        session.update(.userName, to: "ab!")
        #expect(session.announcement?.id == 3, "the change that brings a new error")
        #expect(session.announcement?.message(in: "en") == session.feedback(for: .userName).message(in: "en"))
        session.update(.userName, to: "ada")
        session.update(.email, to: "a@b")
        #expect(session.validate())
        #expect(session.announcement?.id == 3, "nothing to say about a valid form")
    }

    @Test("A field whose error only changes its count is not announced again; a new error is, and so is the first")
    func announcementPerMeaning() {
        let form = FormValidator<SignUpField>()
            .field(.password, LengthValidator(8...64))
            .field(.userName, CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)))
        let session = FormSession(form, options: FieldOptions(feedbackTiming: .whileEditing))
        session.update(.password, to: "a")
        #expect(session.announcement?.error.code == .tooShort, "the first error is announced")
        let first = session.announcement
        session.update(.password, to: "ab")
        session.update(.password, to: "abc")
        #expect(session.feedback(for: .password) != first.map { .invalid($0.error) }, "the shown error did change")
        #expect(session.announcement == first, "the same error with another count: nothing new to hear")
        session.update(.password, to: String(repeating: "a", count: 65))
        #expect(session.announcement?.error.code == .tooLong, "another error is announced")
        session.update(.password, to: "abcdefgh")
        session.update(.password, to: "abc")
        #expect(session.announcement?.error.code == .tooShort, "after the field was valid, an error is new again")
        #expect(session.announcement?.id == 3)
        session.update(.userName, to: "a")
        #expect(session.announcement?.field == .userName, "each field is its own")
    }

    @Test("A field cleared by code is silent again, on its own or in a form")
    func clearedByCode() {
        let session = FormSession(Self.userName)
        session.update(.email, to: "x")
        session.update(.email, to: "")
        session.editingDidEnd(.email)
        #expect(session.feedback(for: .email) != .none)
        session.set(.email, to: "")
        #expect(session.feedback(for: .email) == .none)
        let field = FieldController(LengthValidator(1...5))
        field.textDidChange("abcdefg")
        _ = field.editingDidEnd("abcdefg")
        #expect(field.feedback != .none)
        field.textWasSet("")
        #expect(field.feedback == .none)
        #expect(field.state.isInvalid, "the real state is still known")
    }

    @Test("At 50 fields, a keystroke redraws one field")
    func redrawsPerKeystroke() {
        var form = FormValidator<Int>()
        for field in 0..<50 { form = form.field(field, LengthValidator(1...5)) }
        let session = FormSession(form, options: FieldOptions(feedbackTiming: .whileEditing))
        var redrawn: [Int] = []
        session.onFieldDisplayChange = { redrawn.append($0) }
        for text in ["a", "ab", "abcdefg", "abc"] {
            redrawn.removeAll()
            session.update(17, to: text)
            #expect(redrawn == [17], "\(text)")
        }
        redrawn.removeAll()
        session.update(17, to: "abc")
        #expect(redrawn.isEmpty, "nothing changed, nothing redrawn")
    }

    @Test("isSubmitting guards a second tap; hasChanges follows the values")
    func submitting() async {
        let session = FormSession(Self.userName, values: ["userName": "ada", "email": "a@b"].mapKeys())
        #expect(!session.hasChanges)
        session.update(.email, to: "b@c")
        #expect(session.hasChanges)
        var sent: [FormValues<SignUpField>] = []
        let first = await session.submit { values in
            #expect(session.isSubmitting)
            #expect(await session.submit { _ in Issue.record("a second tap sends nothing") } == nil)
            sent.append(values)
        }
        #expect(first?.isValid == true)
        #expect(sent.count == 1)
        #expect(!session.isSubmitting)
        session.reset(to: session.values)
        #expect(!session.hasChanges)
    }
}

extension Dictionary where Key == String, Value == String {
    /// `["userName": "ada"]` as a sign-up form's values.
    fileprivate func mapKeys() -> FormValues<SignUpField> {
        var values = FormValues<SignUpField>()
        for (key, value) in self { values[SignUpField(rawValue: key)!] = value }
        return values
    }
}
