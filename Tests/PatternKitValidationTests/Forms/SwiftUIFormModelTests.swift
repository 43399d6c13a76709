import Foundation
import PatternKitValidation
import Testing

/// What a SwiftUI form over `FormSession` relies on the model to decide (issue 40): which fields
/// Return walks, what typed controls show, an optional text emptied, the submit's snapshot and
/// cancellation, numbers typed in the user's language.
@MainActor
@Suite("A SwiftUI form's model: focus, typed controls, submit, typed-in numbers")
struct SwiftUIFormModelTests {
    enum Field: String, Sendable {
        case userName, nickname, password, birthDate, seats, plan, terms, age, price
    }

    enum Plan: String, FormChoice, Decodable { case free, pro, team }

    /// What a submit sent.
    @MainActor final class Sent {
        var userNames: [String] = []
    }

    let server = FakeUserNameServer()

    /// The example app's order: text fields, then a date picker, a stepper, a picker and a switch.
    func form(check: AnyAsyncValidator<String>? = nil) -> FormValidator<Field> {
        var form = FormValidator<Field>()
        if let check {
            form = form.field(.userName, LengthValidator(3...20), check: check)
        } else {
            form = form.field(.userName, LengthValidator(3...20))
        }
        return
            form
            .field(.nickname, as: String?.self, LengthValidator(2...20))
            .field(.password, LengthValidator(8...64))
            .field(.birthDate, as: Date.self)
            .field(.seats, as: Int.self, .range(1...10))
            .field(.plan, as: Plan.self)
            .field(.terms, as: Bool.self, .mustBeOn)
    }

    // MARK: 1 — Return walks the fields that take focus

    @Test("Return on the last text field submits, though a date picker, a stepper and a switch follow it")
    func returnSkipsControlsWithoutFocus() {
        let session = FormSession(form())
        session.focusedField = .userName
        #expect(session.focusNextField())
        #expect(session.focusedField == .nickname)
        #expect(session.focusNextField())
        #expect(session.focusedField == .password)
        #expect(!session.focusNextField(), "nothing after the password takes focus: the caller submits")
        #expect(session.focusedField == .password)
        #expect(!session.takesFocus(.birthDate) && !session.takesFocus(.terms) && session.takesFocus(.nickname))
    }

    @Test("A number typed into a text field takes focus once told, or once focus is reported there")
    func numberFieldsTakeFocusWhenTheyDo() {
        let form = FormValidator<Field>().field(.userName, LengthValidator(3...20)).field(.age, as: Int.self)
            .field(.price, as: Decimal.self)
        let session = FormSession(form)
        session.focusedField = .userName
        #expect(!session.focusNextField(), "by default a typed field is a control without focus")
        session.setTakesFocus(true, for: .age)
        #expect(session.focusNextField())
        #expect(session.focusedField == .age)
        #expect(!session.focusNextField())
        session.platformFocusDidChange(to: .price)  // the user tapped the price's TextField(value:format:)
        session.focusedField = .age
        #expect(session.focusNextField())
        #expect(session.focusedField == .price)
    }

    @Test("A failed submit focuses its first invalid field only if it takes focus, and reveals it either way")
    func submitFocusesOnlyFocusableFields() {
        let session = FormSession(
            form(), values: FormValues(typed: [.userName: "ada", .password: "analytical", .seats: .integer(2)]))
        session.commit(.plan, to: .text("pro"))
        session.commit(.birthDate, to: .date(Date(timeIntervalSince1970: 0)))
        session.focusedField = .password
        #expect(!session.validate())
        #expect(session.firstInvalidField == .terms)
        #expect(session.focusedField == nil, "a switch cannot take the keyboard's focus: the keyboard goes")
        #expect(session.fieldToReveal?.field == .terms)
        #expect(session.announcement?.field == .terms)
    }

    // MARK: 2 — a typed control shows what the form holds

    @Test("A picker, a stepper and a date picker left alone hold the value they show")
    func controlsHoldTheirDefault() throws {
        let session = FormSession(form(), values: [.userName: "ada", .password: "analytical"])
        let utc = TypedControlTests.calendar("UTC")
        let day = CalendarDay.storedDate(for: Date(timeIntervalSince1970: 86_400 * 365), in: utc)
        var redrawn = 0
        session.onFieldDisplayChange = { _ in redrawn += 1 }
        #expect(
            session.controlValue(of: .plan, default: .text("free"), kind: Plan.formValueKind, calendar: utc)
                == .text("free"))
        #expect(
            session.controlValue(of: .seats, default: .integer(1), kind: Int.formValueKind, calendar: utc)
                == .integer(1))
        _ = session.controlValue(of: .birthDate, default: .date(day), kind: Date.formValueKind, calendar: utc)
        #expect(redrawn == 0, "reading a binding while SwiftUI draws publishes nothing")
        #expect(!session.hasChanges, "a default is where the form starts, not a change")
        session.commit(.terms, to: .bool(true))
        #expect(session.validate(), "what the controls show is what is judged: nothing is 'required'")
        #expect(session.value(of: .plan) == .text("free"))
        #expect(
            session.controlValue(of: .plan, default: .text("team"), kind: Plan.formValueKind, calendar: utc)
                == .text("free"))
    }

    @Test(
        "A default day shows as that day west and east of UTC, and a picked day is stored as the day picked",
        arguments: ["America/Los_Angeles", "Pacific/Pago_Pago", "Asia/Tokyo", "Pacific/Kiritimati"])
    func defaultDayInEveryZone(_ zone: String) {
        let calendar = TypedControlTests.calendar(zone)
        let stored = TypedControlTests.utc("2009-06-10T00:00:00Z")
        let session = FormSession(form())
        guard
            case .date(let shown) = session.controlValue(
                of: .birthDate, default: .date(stored), kind: .date, calendar: calendar)
        else { return #expect(Bool(false), "a date") }
        let parts = calendar.dateComponents([.year, .month, .day], from: shown)
        #expect([parts.year, parts.month, parts.day] == [2009, 6, 10], "the picker shows 10 June, not the 9th")
        session.controlDidChange(.birthDate, to: .date(shown), calendar: calendar)
        #expect(session.value(of: .birthDate) == .date(stored))
    }

    @Test("A default of another type than the field's is shown but not held")
    func defaultOfTheWrongKind() {
        let session = FormSession(form())
        _ = session.controlValue(of: .seats, default: .number(1.5), kind: Double.formValueKind, calendar: .current)
        #expect(session.value(of: .seats) == .null)
    }

    // MARK: 3 — empty means absent for an optional text

    @Test("An optional text typed in, then emptied, holds no value again: not 'too short'")
    func optionalTextEmptied() {
        let session = FormSession(form(), values: [.userName: "ada"])
        session.update(.nickname, to: "a")
        #expect(!session.result[.nickname].isValid)
        session.update(.nickname, to: "")
        #expect(session.result[.nickname].isValid)
        #expect(session.tidiedValues[value: .nickname] == .null, "what is judged and sent: no nickname")
    }

    @Test("The form judges an optional text that is empty once tidied as absent, on every route")
    func optionalTextEmptyOnTheServer() {
        let form = FormValidator<Field>()
            .field(.nickname, as: String?.self, LengthValidator(2...20).sanitizing(with: .trimmingWhitespace))
        for sent in ["", "   "] {
            let values: FormValues<Field> = [.nickname: sent]
            #expect(form.validate(values).isValid, "\(sent.debugDescription) is no nickname")
            #expect(form.tidiedValues(values)[value: .nickname] == .null)
        }
        #expect(!form.validate([.nickname: "a"]).isValid)
    }

    // MARK: 4 — submit: the snapshot is what is sent

    /// A session of `form` whose fields but the user name hold valid values, set by code.
    func filled(_ form: FormValidator<Field>) -> FormSession<Field> {
        let session = FormSession(form)
        session.set(.password, to: "analytical")
        session.set(.birthDate, to: .date(Date(timeIntervalSince1970: 0)))
        session.set(.seats, to: .integer(2))
        session.set(.plan, to: .text("pro"))
        session.set(.terms, to: .bool(true))
        return session
    }

    @Test("An edit while the check runs is judged and checked before anything is sent, and what is sent is it")
    func editDuringCheckIsJudgedBeforeSending() async {
        let session = filled(form(check: server.check))
        session.update(.userName, to: "ada")
        let sent = Sent()
        let submit = Task { await session.submit { values in sent.userNames.append(values[.userName]) } }
        #expect(await server.gates.expect(.waiting("ada")))
        session.update(.userName, to: "grace")  // typed while "Checking…"
        server.respond("ada", available: true)
        #expect(await server.gates.expect(.waiting("grace")), "the new text is checked before sending")
        #expect(sent.userNames.isEmpty)
        server.respond("grace", available: true)
        let result = await submit.value
        #expect(result?.isValid == true)
        #expect(sent.userNames == ["grace"], "what was checked is what is sent")
        #expect(session.setError(FakeUserNameServer.taken, for: .userName), "an answer about what was sent shows")
        #expect(session.feedback(for: .userName).error?.code == FakeUserNameServer.taken.code)
    }

    @Test("An answer about a value the user has changed since is dropped, through setError as through apply")
    func staleSetErrorIsDropped() async {
        let session = filled(form())
        session.set(.userName, to: "ada")
        await session.submit { _ in session.update(.userName, to: "adah") }  // edited while the request ran
        #expect(!session.setError(FakeUserNameServer.taken, for: .userName))
        #expect(session.feedback(for: .userName).error == nil, "'taken' was about \"ada\", not \"adah\"")
        #expect(session.setError(FakeUserNameServer.taken, for: .password), "the password is as it was sent")
    }

    @Test("A submit cancelled while its check runs sends nothing: cancelSubmit() and the task's cancellation")
    func cancelledSubmitSendsNothing() async {
        for byTask in [false, true] {
            let server = FakeUserNameServer()
            let session = filled(form(check: server.check))
            session.update(.userName, to: "ada")
            let sent = Sent()
            let submit = Task { await session.submit { values in sent.userNames.append(values[.userName]) } }
            #expect(await server.gates.expect(.waiting("ada")))
            if byTask { submit.cancel() } else { session.cancelSubmit() }
            server.respond("ada", available: true)
            #expect(await submit.value == nil)
            #expect(
                sent.userNames.isEmpty,
                "the user left: nothing is sent (cancelled by \(byTask ? "the task" : "cancelSubmit()"))")
            #expect(!session.isSubmitting)
        }
    }

    // MARK: 7 — numbers typed in the user's language, shown as typed

    @Test(
        "Numbers typed into a number field are read in the user's language and shown as typed",
        arguments: [
            ("de_DE", "3,5", FormValue.decimal(Decimal(string: "3.5")!)),
            ("de_DE", "007", .decimal(7)),
            ("fr_FR", "−0,25", .decimal(Decimal(string: "-0.25")!)),
            ("en_US", "3.", .decimal(3)),
            ("en_US", ".5", .decimal(Decimal(string: "0.5")!)),
            ("en_US", "1e3", .decimal(1000)),
            ("de_DE", "1,5E-1", .decimal(Decimal(string: "0.15")!)),
        ])
    func typedNumbers(_ locale: String, _ typed: String, _ value: FormValue) {
        let session = FormSession(FormValidator<Field>().field(.price, as: Decimal.self))
        session.locale = Locale(identifier: locale)
        session.update(.price, to: typed)
        #expect(session.value(of: .price) == value)
        #expect(session.result[.price].isValid)
        #expect(session.shownText(of: .price) == typed, "no reformatting while the user types")
    }

    @Test(
        "What is no number in the user's language fails as a number, and stays as typed",
        arguments: [
            ("de_DE", "3.5"), ("en_US", "1e"), ("en_US", "e3"), ("en_US", "+3"), ("en_US", "1 000"), ("en_US", "-"),
            ("de_DE", "3,5,1"),
        ])
    func notNumbers(_ locale: String, _ typed: String) {
        let session = FormSession(FormValidator<Field>().field(.age, as: Int.self))
        session.locale = Locale(identifier: locale)
        session.update(.age, to: typed)
        #expect(session.result.errors(for: .age).first?.code == FormValueKind.integer.wrongTypeCode)
        #expect(session.shownText(of: .age) == typed)
    }

    @Test("A number set by code shows with the user's decimal separator; typing replaces it")
    func codeNumbersInTheUsersLanguage() {
        let session = FormSession(FormValidator<Field>().field(.price, as: Decimal.self))
        session.locale = Locale(identifier: "de_DE")
        session.set(.price, to: .decimal(Decimal(string: "12.5")!))
        #expect(session.shownText(of: .price) == "12,5")
        #expect(session.change(.price, to: "12,50") == nil)
        #expect(session.value(of: .price) == .decimal(Decimal(string: "12.5")!))
        #expect(session.shownText(of: .price) == "12,50")
    }
}
