import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

@testable import ShowcaseKit

/// A broken wait fails the test instead of hanging the run (time limits need macOS 13).
private let timeLimit: any SuiteTrait = {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        return .timeLimit(.minutes(1))
    }
    return .tags()
}()

/// The Strategy screen's sign-up form, driven with keys on the 80×24 in-memory screen.
@MainActor
@Suite("Sign-up form", .englishMessages, timeLimit)
struct SignUpFormTests {
    /// The failure reason the form's own rules give for `values`, field `field`.
    private func reason(_ field: SignUpField, for values: FormValues<SignUpField>) -> String? {
        SignUpRules.form(directory: SimulatedUserDirectory()).validate(values).message(for: field)
    }

    @Test("below the article fields, on 80×24: eight pristine fields, Sign up disabled and skipped by Tab")
    func startsPristine() {
        let driver = Driver()
        let lines = driver.screen.lines
        let articleRow = lines.firstIndex { $0.contains("Numbers only") } ?? .max
        for field in SignUpField.allCases {
            let row = lines.firstIndex { $0.dropFirst().hasPrefix(field.label) } ?? -1
            #expect(row > articleRow && row < 22, "\(field) is on screen below the article fields")
            #expect(driver.status(field).hasPrefix("· pristine"), "\(field): \(driver.status(field))")
        }
        #expect(driver.shows("[ Sign up ]"))
        #expect(driver.shows("Enabled once every field is valid (7 to go)"))
        #expect(!driver.form.submitButton.isEnabled)
        #expect(driver.screen.line(23).contains("F1 F2 F3 screens"))
        // Tab goes numeric → letters → the form's fields → back to numeric: never to Sign up.
        var order: [String] = []
        for _ in 0..<11 {
            driver.press(KeyEvent(.tab))
            order.append(driver.showcase.window.focusedView?.accessibilityIdentifier ?? "?")
        }
        #expect(
            order == [
                "letters", "email", "password", "confirmation", "cardNumber", "userName", "birthDate", "teamSize",
                "terms", "numeric", "letters",
            ])
    }

    @Test("e-mail: not judged while first typed; leaving shows the core's message; then every change shows")
    func email() {
        let driver = Driver()
        driver.focus(.email)
        #expect(driver.status(.email) == "· pristine", "focus alone does not judge the field")
        driver.type("ada@")
        #expect(driver.status(.email) == "· judged when you leave", "nobody is told off while typing")
        #expect(driver.form.session.feedback(for: .email) == .none)
        #expect(driver.form.session.result[.email].isInvalid, "though the form knows")
        driver.press(KeyEvent(.tab))
        let message = reason(.email, for: [.email: "ada@"])
        #expect(message != nil)
        #expect(driver.status(.email) == "✗ " + (message ?? "?"))
        driver.press(KeyEvent(.backTab))
        driver.type("example.com")
        #expect(driver.status(.email) == "✓ valid", "fixed: the error goes at once")
        driver.type("@")
        #expect(driver.status(.email) == "✗ " + (message ?? "?"), "and comes back at once")
    }

    @Test("leaving a field untouched shows its real state")
    func touchOnLeaving() {
        let driver = Driver()
        driver.focus(.password)
        driver.press(KeyEvent(.tab))
        #expect(driver.status(.password).hasPrefix("✗ needs: 8+ characters, uppercase, digit"))
        #expect(driver.status(.confirmation) == "· pristine")
    }

    @Test(
        "password: the checklist ticks what is met while typing; once the field is left, the row and checklist say what fails",
        arguments: [
            (
                "secret", "Policy: · 8+ characters   ✓ ≤ 64 characters   · uppercase   · digit",
                "✗ needs: 8+ characters, uppercase, digit",
                "Policy: ✗ 8+ characters   ✓ ≤ 64 characters   ✗ uppercase   ✗ digit"
            ),
            (
                "secretpassword", "Policy: ✓ 8+ characters   ✓ ≤ 64 characters   · uppercase   · digit",
                "✗ needs: uppercase, digit", "Policy: ✓ 8+ characters   ✓ ≤ 64 characters   ✗ uppercase   ✗ digit"
            ),
            (
                "Secret12", "Policy: ✓ 8+ characters   ✓ ≤ 64 characters   ✓ uppercase   ✓ digit",
                "✓ valid", "Policy: ✓ 8+ characters   ✓ ≤ 64 characters   ✓ uppercase   ✓ digit"
            ),
        ])
    func passwordChecklist(password: String, typing: String, status: String, checklist: String) {
        let driver = Driver()
        driver.focus(.password)
        #expect(driver.shows("Policy: · 8+ characters   · ≤ 64 characters   · uppercase   · digit"))
        driver.type(password)
        #expect(driver.status(.password) == "· judged when you leave")
        #expect(driver.shows(typing))
        driver.press(KeyEvent(.tab), KeyEvent(.backTab))  // leave the field and come back
        #expect(driver.status(.password) == status)
        #expect(driver.shows(checklist))
        #expect(
            driver.row(.password).contains("[" + String(repeating: "•", count: password.count)),
            "bullets, not the password")
        #expect(!driver.shows(password))
    }

    @Test("confirmation: the rule across fields reports a mismatch, and editing the password re-checks it")
    func confirmation() {
        let driver = Driver()
        let mismatch = reason(.confirmation, for: [.password: "Secret12", .confirmation: "Secret1"])
        #expect(mismatch != nil)
        driver.focus(.password)
        driver.type("Secret12")
        driver.press(KeyEvent(.tab))
        driver.type("Secret1")
        #expect(driver.status(.confirmation) == "· judged when you leave")
        driver.press(KeyEvent(.tab))
        #expect(driver.status(.confirmation) == "✗ " + (mismatch ?? "?"))
        #expect(driver.status(.password) == "✓ valid", "the mismatch is shown on the confirmation only")
        driver.press(KeyEvent(.backTab))
        driver.type("2")
        #expect(driver.status(.confirmation) == "✓ valid")
        driver.press(KeyEvent(.backTab))
        driver.type("3")
        #expect(
            driver.status(.confirmation) == "✗ " + (mismatch ?? "?"),
            "the password changed: the confirmation no longer matches")
    }

    /// Keys typed into the card field, and its text with the caret (`|`) afterwards.
    nonisolated static let cardEdits: [(keys: [KeyEvent], marked: String)] = {
        let fourLeft: [KeyEvent] = Array(repeating: KeyEvent(.left), count: 4)
        let eightDigits: [KeyEvent] = KeyEvent.typing("41111111")
        return [
            (KeyEvent.typing("4111111111111111"), "4111 1111 1111 1111|"),
            (KeyEvent.typing("41111"), "4111 1|"),
            (eightDigits + fourLeft + KeyEvent.typing("2"), "4111 2|111 1"),  // inserting in the middle
            (eightDigits + fourLeft + [KeyEvent(.backspace)], "411|1 111"),  // Backspace over the space
            (eightDigits + [KeyEvent(.home)] + KeyEvent.typing("5"), "5|411 1111 1"),
            (KeyEvent.typing("4a1-1 1x1"), "4111 1|"),  // what is not a digit is dropped
            ([KeyEvent(.paste("4111-1111-1111-1111"))], "4111 1111 1111 1111|"),
            (KeyEvent.typing("41111111111111119999"), "4111 1111 1111 1111|"),  // no 17th digit
            (KeyEvent.typing("٤١١١١"), "4111 1|"),  // Arabic-Indic digits, written as ASCII
            ([KeyEvent(.paste("４１１１ １１１１"))], "4111 1111|"),  // fullwidth digits, pasted
            // Devanagari
            (KeyEvent.typing("४१११ ११") + [KeyEvent(.left), KeyEvent(.left), KeyEvent(.backspace)], "411|1 1"),
        ]
    }()

    @Test(
        "card number: the mask rewrites the text as it is typed and the caret stays where the user expects",
        arguments: cardEdits)
    func cardMask(keys: [KeyEvent], expected: String) {
        let driver = Driver()
        driver.focus(.cardNumber)
        driver.showcase.window.send(keys)
        #expect(driver.markedText(.cardNumber) == expected, "the field's text and caret")
        #expect(driver.markedFieldText(.cardNumber) == expected, "what the screen shows, caret included")
        #expect(
            driver.form.session.values[.cardNumber] == expected.replacingOccurrences(of: "|", with: ""),
            "the form validates what the field shows")
    }

    @Test(
        "card number: the brand shows as soon as the first digits tell it; the number is judged when the field is left",
        arguments: [("4", "Visa"), ("37", "American Express"), ("5555", "Mastercard"), ("2200", "Mir")])
    func brand(digits: String, brand: String) {
        let driver = Driver()
        driver.focus(.cardNumber)
        driver.type(digits)
        #expect(driver.status(.cardNumber) == brand + " · judged when you leave", "not red while half-typed")
        driver.press(KeyEvent(.tab))
        #expect(driver.status(.cardNumber).hasPrefix(brand + " · ✗"), "\(driver.status(.cardNumber))")
    }

    @Test("card number: a complete number is valid with its brand; the field is optional")
    func completeCard() {
        let driver = Driver()
        driver.focus(.cardNumber)
        driver.type("4111111111111111")
        #expect(driver.status(.cardNumber) == "Visa · judged when you leave")
        driver.press(KeyEvent(.tab), KeyEvent(.backTab))
        #expect(driver.status(.cardNumber) == "✓ valid · Visa")
        driver.press(KeyEvent.control("u"))
        #expect(driver.markedText(.cardNumber) == "|")
        #expect(driver.status(.cardNumber) == "✓ valid (optional, left empty)")
        driver.type("4111111111111112")
        let checksum = reason(.cardNumber, for: [.cardNumber: "4111 1111 1111 1112"]) ?? "?"
        #expect(driver.status(.cardNumber).hasPrefix("Visa · ✗ "))
        #expect(driver.shows("Visa · ✗ \(checksum) · 16 digits"), "the whole message, under the form")
    }

    @Test("the card field shows, keystroke by keystroke, what a UIKit or SwiftUI field would (FieldController)")
    func sameFeedbackAsAValidatedField() {
        let driver = Driver()
        let uiKitField = FieldController(PaymentCardValidator().ifPresent())  // CustomTextField's default timing
        driver.focus(.cardNumber)
        let steps: [(keys: [KeyEvent], leaves: Bool)] = [
            (KeyEvent.typing("4111"), false),
            ([KeyEvent(.tab), KeyEvent(.backTab)], true),
            (KeyEvent.typing("111111111111"), false),
            ([KeyEvent(.backspace)], false),
        ]
        for (keys, leaves) in steps {
            driver.showcase.window.send(keys)
            let text = driver.form.cardField.text
            if leaves { _ = uiKitField.editingDidEnd(text) } else { uiKitField.textDidChange(text) }
            let status = driver.status(.cardNumber)
            switch uiKitField.feedback {
            case .none: #expect(status.hasSuffix("· judged when you leave"), "\(text): \(status)")
            case .valid: #expect(status.hasPrefix("✓ valid"), "\(text): \(status)")
            case .invalid(let error):
                #expect(status.hasPrefix("Visa · ✗ "), "\(text): \(status)")
                #expect(driver.shows("✗ " + error.localizedFailureReason()), "the whole message, under the form")
            case .checking: Issue.record("no check on the card field")
            }
        }
        #expect(uiKitField.feedback.error != nil, "the last step deleted a digit: invalid, and shown")
    }

    @Test(
        "user name, once left: pending, validating after the pause, then the server's answer",
        arguments: [
            ("admin", "✗ “admin” is already taken"),
            ("ROOT", "✗ “ROOT” is already taken"),
            ("ada", "✓ valid · “ada” is available"),
        ])
    func availability(name: String, answer: String) async {
        let driver = Driver()
        driver.focus(.userName)
        driver.type(name)
        driver.press(KeyEvent(.tab))  // leave the field: its state shows from now on
        #expect(driver.status(.userName) == "… pending: waits for a pause in typing")
        await driver.advance(by: SignUpRules.debounceSeconds)
        #expect(driver.status(.userName) == "… validating: is “\(name)” free?")
        await driver.advance(by: SignUpRules.directoryDelay - 0.5)
        #expect(driver.status(.userName) == "… validating: is “\(name)” free?", "the server has not answered yet")
        await driver.advance(by: 0.5)
        #expect(driver.status(.userName) == answer)
    }

    @Test("user name: its own rules fail at once, without asking the server")
    func userNameRules() {
        let driver = Driver()
        driver.focus(.userName)
        driver.type("a!")
        #expect(driver.clock.sleeperCount == 0)
        #expect(driver.form.session.result[.userName].isInvalid)
        driver.press(KeyEvent(.tab))
        #expect(driver.status(.userName).hasPrefix("✗ "))
    }

    @Test("user name: typing on cancels the check in flight; its answer never shows")
    func staleCheckIsCancelled() async {
        let driver = Driver()
        driver.focus(.userName)
        driver.type("adm")
        driver.press(KeyEvent(.tab))
        await driver.advance(by: SignUpRules.debounceSeconds)
        #expect(driver.status(.userName) == "… validating: is “adm” free?")
        #expect(driver.clock.sleeperCount == 1, "the server is working on “adm”")
        driver.press(KeyEvent(.backTab))
        driver.type("in")
        #expect(driver.clock.sleeperCount == 0, "the check of “adm” stopped waiting for the server at once")
        #expect(driver.status(.userName) == "… pending: waits for a pause in typing")
        var seen: [String] = []
        for step in [SignUpRules.debounceSeconds, SignUpRules.directoryDelay / 2, SignUpRules.directoryDelay / 2] {
            await driver.advance(by: step)
            seen.append(driver.status(.userName))
        }
        #expect(
            seen == ["… validating: is “admin” free?", "… validating: is “admin” free?", "✗ “admin” is already taken"])
        #expect(driver.clock.sleeperCount == 0)
    }

    @Test(
        "Tab on the user name while its check runs stops on the disabled Sign up, which the answer enables",
        arguments: [("ada", true), ("admin", false)])
    func tabWhileChecking(name: String, isFree: Bool) async {
        let driver = Driver()
        for (field, text) in [
            (SignUpField.email, "ada@example.com"), (.password, "Secret12"), (.confirmation, "Secret12"),
        ] {
            driver.focus(field)
            driver.type(text)
        }
        driver.fillTypedFields()
        driver.focus(.userName)
        driver.type(name)
        await driver.advance(by: SignUpRules.debounceSeconds)
        #expect(driver.form.session.result[.userName].isInProgress, "the server is checking “\(name)”")
        // Tab past the typed fields to the last one, then once more.
        driver.press(KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.tab))
        #expect(driver.form.termsSwitch.isFirstResponder)
        driver.press(KeyEvent(.tab))
        #expect(driver.form.submitButton.isFirstResponder, "not wrapped to the first screen's field")
        #expect(!driver.form.submitButton.isEnabled)
        driver.press(KeyEvent(.enter))
        #expect(!driver.shows("Signed up"), "a disabled button sends nothing")
        await driver.advance(by: SignUpRules.directoryDelay)
        if isFree {
            #expect(driver.form.submitButton.isEnabled && driver.form.submitButton.isFirstResponder)
            driver.press(KeyEvent(.enter))
            #expect(driver.shows("✓ Signed up “ada” <ada@example.com>"))
        } else {
            #expect(!driver.form.submitButton.isEnabled)
            #expect(driver.form.userNameField.isFirstResponder, "focus goes to the field to fix")
            #expect(driver.status(.userName) == "✗ “admin” is already taken")
        }
    }

    @Test("on real time, settle() waits until the user name's check has answered (FormSession.waitUntilIdle)")
    func settleOnRealTime() async {
        let showcase = Showcase()  // no virtual clock: the 0.3 s pause and the 1 s server are real
        let form = showcase.strategy.signUp
        await form.settle()  // nothing runs: returns at once
        form.session.update(.userName, to: "ada")
        form.session.editingDidEnd(.userName)
        #expect(form.session.result[.userName].isInProgress)
        await form.settle()
        #expect(form.session.result[.userName] == .valid, "the server has answered")
        #expect(FieldStatus(.userName, in: form.session).text == "✓ valid · “ada” is available")
    }

    @Test(
        "typed fields: a birth date, a team size and the terms switch read what is typed as their types",
        arguments: [
            (SignUpField.birthDate, "2000-13-01", "✗ The value must be a date"),
            (.birthDate, "1899-12-31", "✗ The date must be on or after"),
            (.birthDate, "2000-02-29", "✓ valid"),
            (.teamSize, "three", "✗ The input must be a whole number"),
            (.teamSize, "0", "✗ The value must be at least 1"),
            (.teamSize, "51", "✗ The value must be at most 50"),
            (.teamSize, "12", "✓ valid"),
        ])
    func typedFields(field: SignUpField, text: String, status: String) {
        let driver = Driver()
        driver.focus(field)
        driver.type(text)
        driver.press(KeyEvent(.tab))
        #expect(driver.status(field).hasPrefix(status), "\(driver.status(field))")
    }

    @Test("typed fields: too young is refused with the date in words; the terms switch must be on")
    func birthDateAndTerms() throws {
        let driver = Driver()
        let today = Date()
        let tooYoung = try #require(Calendar(identifier: .gregorian).date(byAdding: .year, value: -15, to: today))
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        driver.focus(.birthDate)
        driver.type(formatter.string(from: tooYoung))
        driver.press(KeyEvent(.tab))
        let error = try #require(driver.form.session.result[.birthDate].errors.first)
        #expect(error.code == .dateTooLate)
        #expect(driver.status(.birthDate).hasPrefix("✗ The date must be on or before"))
        #expect(!driver.status(.birthDate).contains(formatter.string(from: today).prefix(4) + "-"))
        // The switch: Space turns it on (valid), again off (must be on).
        driver.focus(.terms)
        driver.press(KeyEvent(.character(" ")))
        #expect(driver.status(.terms) == "✓ valid")
        driver.press(KeyEvent(.character(" ")))
        #expect(driver.status(.terms) == "✗ This option must be turned on")
        #expect(driver.form.session.value(of: .terms) == .bool(false))
    }

    @Test("Sign up is enabled only while the whole form is valid, and announces it")
    func submit() async {
        let driver = Driver()
        driver.fillTypedFields()
        driver.focus(.email)
        driver.type("ada@example.com")
        driver.press(KeyEvent(.tab))
        driver.type("Secret12")
        driver.press(KeyEvent(.tab))
        driver.type("Secret12")
        driver.press(KeyEvent(.tab), KeyEvent(.tab))
        driver.type("ada")
        #expect(!driver.form.submitButton.isEnabled)
        #expect(driver.shows("(1 to go)"))
        await driver.advance(by: SignUpRules.debounceSeconds)
        #expect(!driver.form.submitButton.isEnabled, "not while the user name is being checked")
        await driver.advance(by: SignUpRules.directoryDelay)
        #expect(driver.form.submitButton.isEnabled)
        #expect(driver.shows("✓ Every field is valid: press Sign up"))
        driver.focus(.terms)
        driver.press(KeyEvent(.tab))
        #expect(driver.form.submitButton.isFirstResponder, "Tab now reaches Sign up")
        driver.press(KeyEvent(.enter))
        #expect(driver.shows("✓ Signed up “ada” <ada@example.com>"))
        driver.press(KeyEvent(.backTab), KeyEvent(.backTab), KeyEvent(.backTab), KeyEvent(.backTab))
        driver.press(KeyEvent(.backTab), KeyEvent(.backTab))
        #expect(driver.form.confirmationField.isFirstResponder)
        driver.press(KeyEvent(.backspace))
        #expect(!driver.form.submitButton.isEnabled)
        #expect(driver.shows("Enabled once every field is valid (1 to go)"))
        #expect(!driver.shows("Signed up"))
    }

    @Test(
        "the letters field's alert does not hold the user: closing it moves focus to the e-mail field below, which is not judged"
    )
    func articleAlertAboveTheForm() {
        let driver = Driver()
        driver.press(KeyEvent(.tab))
        driver.type("ab1")
        driver.press(KeyEvent(.tab))
        #expect(driver.alert?.title == "Input Validation Failed")
        #expect(driver.shows("The input can contain only letters"))
        driver.press(KeyEvent(.enter))
        #expect(driver.form.emailField.isFirstResponder)
        #expect(driver.showcase.strategy.lettersField.text == "ab1")
        #expect(driver.status(.email) == "· pristine", "the e-mail field has only just got focus, so it was not judged")
    }
}
