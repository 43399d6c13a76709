import Foundation
import PatternKitValidation

/// The Strategy screen's sign-up form: e-mail, password and confirmation, a card number
/// formatted by a mask, and a user name checked asynchronously; each field's state beside
/// it, and a Sign up button enabled only while the whole form is valid.
///
/// Every decision is PatternKitValidation's: the fields' rules are ``SignUpRules``, a
/// `FormSession` re-validates on each keystroke (the confirmation too when the password
/// changes), runs the user name's check after a pause, cancels it when the name changes and
/// reports validity; it is bound exactly as UIKit's `FormBinding` binds text fields. When a field starts showing its state is the session's
/// `FeedbackTiming` — `.afterEditing`, the default of UIKit's and SwiftUI's validated fields:
/// nothing is judged while it is first typed (a half-typed card number is not red), the
/// state shows once you leave the field and then follows every change. The card field's
/// edits are decided by the session (`FormSession.decide(_:in:)`) with
/// ``SignUpRules/cardFormatter`` (`.digitsOnly.then(mask)`) as its formatter: the formatted
/// text and caret replace what the edit alone would give. This view only turns key events into those calls and draws the states.
///
/// Typed fields: the birth date and the team size are typed as text and read as a `Date`
/// and an `Int` by the session (text that is not one says so); the terms are a switch
/// holding a `Bool`. The rules are the sign-up server's (``SignUpRules/form(directory:today:)``).
///
/// Layout (13 rows): a title; one row per field — label, control, state; the button
/// with a summary; and two detail lines about the focused field (the strategy it holds,
/// its whole message or the password checklist).
@MainActor
package final class SignUpFormView: TUIView {
    /// The form's session: values, states, validity.
    package let session: FormSession<SignUpField>
    /// The simulated server behind the user name's check; `nil` when the form submits to a
    /// real server, which answers whether the name is free.
    package let directory: SimulatedUserDirectory?
    /// The sign-up server the form submits to (`showcase --server URL`), if any.
    package let server: SignUpServerClient?
    /// The clock the debounce and the directory wait on, when it is virtual; `nil` for real time.
    package let clock: VirtualClock?

    /// The e-mail field.
    package let emailField = TUITextField()
    /// The password field (bullets).
    package let passwordField = TUITextField()
    /// The confirmation field (bullets).
    package let confirmationField = TUITextField()
    /// The card number field, formatted as `#### #### #### ####` while typing.
    package let cardField = TUITextField(placeholder: "optional")
    /// The user name field.
    package let userNameField = TUITextField(placeholder: "3–20 letters/digits")
    /// The birth date, typed as `YYYY-MM-DD`: a `Date` field (at least 16 years old).
    package let birthDateField = TUITextField(placeholder: "YYYY-MM-DD")
    /// The team size, typed: an `Int` field (1–50).
    package let teamSizeField = TUITextField(placeholder: "1–50")
    /// The terms: a `Bool` field that must be on, flipped with Space or Enter.
    package let termsSwitch = TUISwitch()
    /// Enabled only while every field is valid.
    package let submitButton = TUIButton(title: "Sign up")
    /// Beside the button: how far the form is from valid, or what was submitted.
    package let summary = TUILabel()
    /// About the focused field: the strategy it holds.
    package let strategyNote = TUILabel()
    /// About the focused field: its whole message, or the password checklist.
    package let fieldNote = TUILabel()

    private let title = TUILabel(text: "Sign-up form")
    private let subtitle = TUILabel()
    private var labels: [SignUpField: TUILabel] = [:]
    private var statuses: [SignUpField: TUILabel] = [:]
    private var submitted: FormValues<SignUpField>?
    private var settleWaiters: [CheckedContinuation<Void, Never>] = []
    /// The submission to the server under way, if any.
    private var sending: Task<Void, Never>?

    /// A form whose debounce and simulated server wait on `clock`, or on real time when `nil`;
    /// with `server`, Sign up sends the form there and shows its answer on the fields
    /// instead of asking the simulated directory.
    package init(clock: VirtualClock? = nil, server: SignUpServerClient? = nil) {
        self.clock = clock
        self.server = server
        let sleep: @Sendable (Double) async throws -> Void
        if let clock {
            sleep = { try await clock.sleep($0) }
        } else {
            sleep = Debounce.taskSleep
        }
        let directory =
            server == nil ? SimulatedUserDirectory(delay: SignUpRules.directoryDelay, sleep: sleep) : nil
        self.directory = directory
        session = FormSession(
            SignUpRules.form(directory: directory),
            values: FormValues(typed: [.terms: .bool(false)]),
            options: FieldOptions(checkDebounce: Debounce(seconds: SignUpRules.debounceSeconds, sleep: sleep)))
        super.init()
        title.isBold = true
        // With a server, the screen says where Sign up sends the form.
        if let server {
            subtitle.text = "Sign up submits to \(server.endpoint.absoluteString)"
            subtitle.textColor = .yellow
        } else {
            subtitle.text = "Each field is judged when you leave it; Sign up needs all valid"
            subtitle.textColor = .gray
        }
        strategyNote.textColor = .cyan
        passwordField.isSecureTextEntry = true
        confirmationField.isSecureTextEntry = true
        addSubviews(title, subtitle)
        for field in SignUpField.allCases {
            let label = TUILabel(text: field.label)
            let status = TUILabel()
            labels[field] = label
            statuses[field] = status
            control(for: field).accessibilityIdentifier = field.rawValue
            addSubviews(label, control(for: field), status)
        }
        submitButton.accessibilityIdentifier = "submit"
        addSubviews(submitButton, summary, strategyNote, fieldNote)
        bind()
    }

    /// The text field of `field`; the terms have a switch instead (``control(for:)``).
    package func textField(for field: SignUpField) -> TUITextField? {
        switch field {
        case .email: emailField
        case .password: passwordField
        case .confirmation: confirmationField
        case .cardNumber: cardField
        case .userName: userNameField
        case .birthDate: birthDateField
        case .teamSize: teamSizeField
        case .terms: nil
        }
    }

    /// The control that edits `field`: its text field, or the terms switch.
    package func control(for field: SignUpField) -> TUIControl {
        textField(for: field) ?? termsSwitch
    }

    // MARK: Key events → core calls

    /// The same wiring as UIKit's `FormBinding`: text changes, edits and the end of editing
    /// go to the session as they are; the session decides.
    private func bind() {
        session.formatters[.cardNumber] = AnySanitizer(SignUpRules.cardFormatter)
        // A switch has no editing session: a flip is a whole change, shown at once.
        termsSwitch.on(.valueChanged) { [weak self] toggle in
            self?.session.update(.terms, to: .bool(toggle.isOn))
            self?.session.editingDidEnd(.terms)
        }
        for field in SignUpField.allCases {
            guard let textField = textField(for: field) else { continue }
            textField.onTextChange { [weak self] textField in
                self?.session.update(field, to: textField.text)
            }
            textField.addHandler(for: .shouldChangeText) { [weak self] textField, edit in
                guard let self else { return true }
                return textField.carryOut(session.decide(edit, in: field))
            }
            // Leaving a field shows its real state, even when nothing was typed.
            textField.on(.editingDidEnd) { [weak self] textField in
                self?.session.editingDidEnd(field, text: textField.text)
            }
        }
        session.onStateChange = { [weak self] _, _ in self?.stateDidChange() }
        session.onValidityChange = { [weak self] isValid in
            self?.submitButton.isEnabled = isValid
            self?.stateDidChange()
        }
        submitButton.isEnabled = session.isValid
        submitButton.staysInTabOrderWhileDisabled = { [weak self] in (self?.checksInProgress ?? 0) > 0 }
        submitButton.onTap { [weak self] in self?.submit() }
    }

    private func submit() {
        guard session.isValid, sending == nil else { return }
        guard let server else {
            submitted = session.values
            setNeedsDisplay()
            return
        }
        let values = session.values
        sending = Task { [weak self] in
            let outcome = await server.submit(values, language: ValidationLocalization.currentLanguage)
            self?.show(outcome, for: values)
        }
        setNeedsDisplay()
    }

    /// The server's answer: accepted, failures on the fields (and the form's message), or why
    /// it could not be sent.
    private func show(_ outcome: SignUpSubmission, for values: FormValues<SignUpField>) {
        sending = nil
        switch outcome {
        case .accepted:
            session.setFormErrors([])
            submitted = values
        case .rejected(let report):
            // The session moves focus to the first field in error; the window follows.
            if let field = session.apply(report) { _ = control(for: field).becomeFirstResponder() }
        case .failed:
            session.setFormErrors(outcome.formError.map { [$0] } ?? [])
        }
        stateDidChange()
    }

    /// Waits until the submission to the server, if one is under way, has its answer shown.
    package func waitForSubmission() async {
        await sending?.value
    }

    private func stateDidChange() {
        updateSubmitFocus()
        setNeedsDisplay()
        resumeSettleWaiters()
    }

    /// While a check runs, Sign up stays in the Tab order (disabled; see `bind()`): Tab on the
    /// user name waits there for the answer instead of wrapping to the screen's first field.
    /// When the checks end with the form still invalid, focus leaves the disabled button for
    /// the first field in error.
    private func updateSubmitFocus() {
        if submitButton.isFirstResponder, !submitButton.isEnabled, checksInProgress == 0,
            let field = session.firstInvalidField
        {
            _ = control(for: field).becomeFirstResponder()
        }
    }

    // MARK: Scripted sessions and tests

    /// How many fields have an asynchronous check waiting or running.
    private var checksInProgress: Int {
        session.result.fields.count { $0.state.isInProgress }
    }

    /// Waits until every asynchronous check in progress is asleep on the virtual ``clock``
    /// (so nothing more happens until the clock moves); without a virtual clock, until no
    /// check is running (`FormSession.waitUntilIdle()`).
    package func settle() async {
        guard let clock else {
            await session.waitUntilIdle()
            return
        }
        // A check asleep on the virtual clock is still running: idle would never come. Wait
        // until each check in progress sleeps on the clock instead.
        clock.onChange = { [weak self] in
            Task { @MainActor in self?.resumeSettleWaiters() }
        }
        while checksInProgress != clock.sleeperCount {
            await withCheckedContinuation { settleWaiters.append($0) }
        }
    }

    /// Advances the virtual ``clock`` by `seconds` once the checks in progress sleep on it,
    /// then waits until they have reacted (see ``settle()``). Does nothing without a virtual clock.
    package func advanceClock(by seconds: Double) async {
        guard let clock else { return }
        await settle()
        clock.advance(by: seconds)
        await settle()
    }

    /// Lets every ``settle()`` look again: a check's state or a sleep on the clock changed.
    private func resumeSettleWaiters() {
        let waiters = settleWaiters
        settleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    // MARK: Drawing states

    /// The summary beside the button.
    private var summaryStatus: (text: String, color: TUIColor) {
        if sending != nil, let server { return ("Sending to \(server.endpoint.absoluteString)…", .yellow) }
        if let message = session.formMessage() { return ("✗ \(message)", .red) }
        if let submitted, submitted == session.values {
            if server != nil { return ("✓ The server signed up “\(submitted[.userName])”", .green) }
            return ("✓ Signed up “\(submitted[.userName])” <\(submitted[.email])>", .green)
        }
        if session.isValid {
            if server != nil { return ("✓ Every field is valid: Sign up sends it to the server", .green) }
            return ("✓ Every field is valid: press Sign up", .green)
        }
        let left = session.result.fields.count { !$0.state.isValid }
        return ("Enabled once every field is valid (\(left) to go)", .gray)
    }

    /// The two notes about the focused view.
    private var notes: (strategy: String, field: FieldStatus?) {
        let focused = window?.focusedView
        guard let field = SignUpField.allCases.first(where: { control(for: $0) === focused }) else {
            return focused === submitButton
                ? ("FormSession.onValidityChange enables Sign up; a tap submits session.values.", nil)
                : ("Tab into the form below: each field shows its state once you leave it.", nil)
        }
        return (SignUpRules.strategy(of: field, server: server != nil), FieldStatus.note(field, in: session))
    }

    override package func layoutSubviews() {
        let width = frame.width
        title.frame = TUIRect(x: 0, y: 0, width: 13, height: 1)
        subtitle.frame = TUIRect(x: 14, y: 0, width: max(0, width - 14), height: 1)
        for (index, field) in SignUpField.allCases.enumerated() {
            let y = 1 + index
            labels[field]?.frame = TUIRect(x: 0, y: y, width: 12, height: 1)
            control(for: field).frame = TUIRect(x: 13, y: y, width: field == .terms ? 7 : 23, height: 1)
            if let status = statuses[field] {
                status.frame = TUIRect(x: 37, y: y, width: max(0, width - 37), height: 1)
                let shown = FieldStatus(field, in: session)
                status.text = shown.text
                status.textColor = shown.color
            }
        }
        let row = 1 + SignUpField.allCases.count
        submitButton.frame = TUIRect(x: 13, y: row, width: submitButton.intrinsicWidth, height: 1)
        let summaryX = 13 + submitButton.intrinsicWidth + 2
        summary.frame = TUIRect(x: summaryX, y: row, width: max(0, width - summaryX), height: 1)
        (summary.text, summary.textColor) = summaryStatus
        strategyNote.frame = TUIRect(x: 0, y: row + 2, width: width, height: 1)
        fieldNote.frame = TUIRect(x: 0, y: row + 3, width: width, height: 1)
        let notes = notes
        strategyNote.text = notes.strategy
        fieldNote.text = notes.field?.text ?? ""
        fieldNote.textColor = notes.field?.color ?? .default
    }
}
