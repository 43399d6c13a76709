/// One validated text field, without the field — the one field state machine: the validator
/// it holds, its ``options`` and every decision it makes — which keystrokes to refuse or
/// format, when to validate, what the sanitized text and the caret become, what feedback and
/// which alert to show, and how an asynchronous check's answer counts.
///
/// UIKit's `CustomTextField`, the terminal's field and SwiftUI's validated field each own one
/// and only forward their platform's events to it, so a field behaves the same in every
/// adapter, configured by the same ``FieldOptions``. A `FormSession` holds one per field too:
/// a form's field is this machine, whose rules the form runs (its own rules, its typed value
/// and the rules across fields), so it behaves exactly as a field on its own.
///
/// ```swift
/// let controller = FieldController(NumericInputValidator())
/// controller.options.validatesOnEndEditing = true
///
/// controller.textDidChange("12a")                 // typing: nothing shown yet
/// if controller.editingDidEnd("12a") {           // true: the field validates now
///     let validated = controller.validate("12a", cursor: 3)
///     validated.alert?.message   // "The input can contain only numerical values"
/// }
/// ```
///
/// The adapter's part: call ``textDidChange(_:)`` when the user changes the text,
/// ``textWasSet(_:)`` when code sets it, ``editingDidEnd(_:)`` when focus leaves (and validate
/// when it answers `true`), ask ``decide(_:)`` before each edit while ``filtersEdits`` is
/// `true`, and draw ``feedback`` (``onFeedbackChange``) and a ``ValidatedText``'s alert.
///
/// **When feedback shows.** A field starts silent (``FieldFeedback/none``). It starts showing
/// its errors as ``FieldOptions/feedbackTiming`` says — from the first change, once editing
/// ended, or only once validated — and from then on follows every change, so an error goes
/// away as soon as the user fixes it. A refused keystroke shows until the text changes,
/// editing ends or the field is validated. ``state`` is the real state, shown or not.
///
/// **Asynchronous checks.** With an `asyncValidator` ("is this user name still free?",
/// added by `PatternKitValidation`) the
/// check runs whenever the ``inputValidator`` passes a text the user typed,
/// ``FieldOptions/checkDebounce`` after the last change, cancelled when the text changes
/// again, never reporting a stale answer; meanwhile ``state`` is ``ValidationState/pending``
/// or ``ValidationState/validating``. Text code set (at creation, ``textWasSet(_:)``,
/// ``reset()``) and an empty text are not checked and count as passing the check — an
/// edit-profile screen does not ask the server about the user's own name on open. Code
/// setting the text the field already holds changes nothing — a view that appears again
/// keeps the check's answer about what the user typed.
///
/// **One sanitize point.** The ``inputValidator``'s sanitizer (``InputValidator/sanitize(_:)``)
/// tidies the text before anything reads it: the rules judge the tidied text as the user
/// types, the `asyncValidator` receives it, and ``validate(_:cursor:)`` puts it in the field —
/// what the rules judged is what the app gets.
///
/// Three rules no adapter has to remember: text set by code is never refused, formatted or
/// the start of a message (a reset field says nothing); a ``ValidatedText`` is valid only once
/// the `asyncValidator` accepted the text; and ``editingDidEnd(_:)`` asks to validate a
/// text once, so a failure already reported never holds the user in the field.
@MainActor
public final class FieldController {
    /// The validator; `nil` makes every text valid. Setting another one starts over:
    /// pristine, nothing shown.
    public var inputValidator: InputValidator? {
        didSet {
            guard inputValidator !== oldValue else { return }
            startOver()
        }
    }

    /// The asynchronous check (`asyncValidator`, which `PatternKitValidation` adds: a
    /// field without one links no asynchronous machinery). Setting it starts over.
    package var checkInstaller: FieldCheckInstaller? {
        didSet { startOver() }
    }

    /// Starts over with ``checkInstaller`` from an initializer, where property observers do
    /// not run.
    package func startOverWithCheck() {
        startOver()
    }

    /// How the field behaves (see ``FieldOptions`` for each option and its default). Changes
    /// apply from the next event; a new ``FieldOptions/checkDebounce`` applies to the next
    /// asynchronous check (one waiting out the old pause waits the new one instead), and an
    /// answer already given is kept.
    public var options: FieldOptions {
        didSet {
            session?.debounce = options.checkDebounce
            reportFilteringChange()
        }
    }

    /// The text last reported by the adapter.
    public private(set) var text = ""

    /// The failure of the last ``validate(_:cursor:)`` or ``record(_:for:)``; `nil` when it
    /// passed or nothing was validated yet.
    public private(set) var lastError: ValidationError?

    /// The real state of the text, shown or not: ``ValidationState/pristine`` without a
    /// validator, ``ValidationState/pending`` or ``ValidationState/validating`` while the
    /// `asyncValidator` has yet to answer, then valid or invalid.
    public private(set) var state: ValidationState = .pristine {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// What the field shows now (see ``FieldFeedback``); ``onFeedbackChange`` reports every change.
    public private(set) var feedback: FieldFeedback = .none {
        didSet {
            if feedback != oldValue { onFeedbackChange?(feedback) }
        }
    }

    /// Called with each new ``feedback``, for the adapter to draw.
    public var onFeedbackChange: ((FieldFeedback) -> Void)?

    /// Called with each new ``state``.
    public var onStateChange: ((ValidationState) -> Void)?

    /// Called with ``filtersEdits`` whenever it changes, so the adapter installs its
    /// keystroke hook only while there is something to filter or format.
    public var onFiltersEditsChange: ((Bool) -> Void)?

    /// Who judges the text when it is not the ``inputValidator`` alone: a form, whose field's
    /// failures also come from its typed value and the rules across fields. It returns the
    /// synchronous failures of the text the field holds; the ``inputValidator`` then only
    /// filters and formats keystrokes and tidies the text for the asynchronous check.
    package let judge: (@MainActor (String) -> [ValidationError])?

    /// Rewrites every error the field reports — a form names its field in them.
    package let errorTag: (@MainActor (ValidationError) -> ValidationError)?

    /// A sanitizer that formats the user's edits whatever ``FieldOptions/formatsWhileTyping``
    /// says (a form's `formatters`: a card number's `.digitsOnly.then(mask)`).
    package var editFormatter: AnySanitizer? {
        didSet { reportFilteringChange() }
    }

    private var reportedFiltering = false
    /// The text ``state`` is about; `nil` while pristine.
    private var judgedText: String?
    /// The synchronous rules' failures for ``judgedText``.
    private var failures: [ValidationError] = []
    /// An error set from outside (a server's answer), shown until the text changes.
    private var externalError: ValidationError?
    /// What the field shows of its state.
    private var display = FieldDisplay()
    /// The asynchronous check's session, with an `asyncValidator`.
    private var session: (any FieldCheckSession)?
    /// The text last validated (``validate(_:cursor:)``, ``record(_:for:)``), until ``reset()``.
    private var validatedText: String?
    /// The text code put in the field (at creation, ``textWasSet(_:)``, ``reset()``): the
    /// asynchronous check never runs for it, and it counts as passing the check.
    private var textSetByCode: String?

    /// A controller for a field that holds `text`, with no validator yet.
    public init(text: String = "", options: FieldOptions = FieldOptions()) {
        self.text = text
        self.options = options
        textSetByCode = text
        judge = nil
        errorTag = nil
    }

    /// A controller for a field whose synchronous failures `judge` gives (a form's field),
    /// keystrokes filtered and formatted, and the check's text tidied, by `inputValidator`.
    package init(
        text: String, options: FieldOptions, inputValidator: InputValidator?,
        judge: @escaping @MainActor (String) -> [ValidationError],
        errorTag: @escaping @MainActor (ValidationError) -> ValidationError
    ) {
        self.text = text
        self.options = options
        textSetByCode = text
        self.inputValidator = inputValidator
        self.judge = judge
        self.errorTag = errorTag
        startOver()
    }

    /// A controller for a field that holds `text`, validated by `validator` — an
    /// `InputValidator` as it is, any other rule wrapped in one (a `SanitizingValidator`
    /// keeps its sanitizer, so the field shows the tidied text).
    ///
    /// ```swift
    /// let email = FieldController(.email)
    /// ```
    public convenience init(
        _ validator: some Validator<String>, text: String = "", options: FieldOptions = FieldOptions()
    ) {
        self.init(text: text, options: options)
        // Property observers do not run in initializers: start here.
        inputValidator = InputValidator.wrapping(validator)
        startOver()
    }

    /// This field's part in a form's ``ValidationSummary``: invalid when the text failed,
    /// checking while the `asyncValidator` has yet to answer.
    public var summary: ValidationSummary {
        ValidationSummary(isValid: !state.isInvalid, isChecking: state.isInProgress)
    }

    /// Whether nothing is wrong with the text so far: `true` while pristine and when valid,
    /// `false` when invalid or while the `asyncValidator` has yet to answer.
    public var isValid: Bool {
        state == .valid || state == .pristine
    }

    /// Whether the field shows its errors yet (see ``FieldOptions/feedbackTiming``).
    public var isShowingFeedback: Bool {
        display.isShowing
    }

    /// The state the field shows: ``state`` once it shows its errors, pristine before.
    package var shownState: ValidationState {
        display.shown(state)
    }

    /// Whether the adapter must ask ``decide(_:)`` before each edit: there is a validator and
    /// it filters (``FieldOptions/editFiltering``) or formats (``FieldOptions/formatsWhileTyping``)
    /// keystrokes.
    public var filtersEdits: Bool {
        formatter != nil || (inputValidator != nil && options.editFiltering != .none)
    }

    /// Whether the field has rules at all: an ``inputValidator`` or a ``judge``. Without, every
    /// text is valid and the field stays pristine.
    private var hasRules: Bool {
        inputValidator != nil || judge != nil
    }

    // MARK: Events

    /// The user changed the text (typed, pasted, cut, or a formatted edit was put in place).
    /// The same text again changes nothing, so a refused keystroke stays shown.
    public func textDidChange(_ text: String) {
        self.text = text
        guard hasRules, text != judgedText else { return }
        externalError = nil
        display.take(.textChanged, timing: options.feedbackTiming)
        judge(text)
    }

    /// Code set the text: its state is known at once, nothing starts showing (a field that
    /// shows its feedback already shows the new text's). A field cleared by code (empty
    /// text) is silent again, as before the user touched it: it does not say "required".
    ///
    /// The text the field already holds changes nothing — a SwiftUI view appearing again
    /// hands its text over once more, and the check's answer about what the user typed
    /// stays — unless it is empty and the field shows something: clearing it silences it.
    public func textWasSet(_ text: String) {
        guard text != self.text || (text.isEmpty && display != FieldDisplay()) else { return }
        takeCodeText(text)
    }

    /// Editing ended with `text`: feedback timed ``FeedbackTiming/afterEditing`` starts
    /// showing, and a refused keystroke's message goes.
    ///
    /// - Returns: Whether the field validates now: ``FieldOptions/validatesOnEndEditing`` with
    ///   an ``inputValidator``, and `text` not already validated — the adapter then runs its
    ///   `validate()`. Leaving a field again with the text whose failure was already
    ///   reported validates nothing, so the user is told once and never held in the field.
    public func editingDidEnd(_ text: String) -> Bool {
        self.text = text
        display.take(.editingEnded, timing: options.feedbackTiming)
        judge(text)
        return options.validatesOnEndEditing && hasRules && text != validatedText
    }

    /// What happens to `edit`, which the user is about to make: with
    /// ``FieldOptions/formatsWhileTyping``, the formatted text and caret replace it; otherwise
    /// ``FieldOptions/editFiltering`` may refuse it by the ``inputValidator`` (the refusal then
    /// shows as ``feedback`` until the text changes, editing ends or the field is validated).
    public func decide(_ edit: TextEdit) -> EditDecision {
        if let formatter {
            return EditDecision(formatting: edit, with: formatter)
        }
        guard let inputValidator, let error = options.editFiltering.check(edit, against: inputValidator) else {
            return .accept
        }
        let refusal = tagged(error)
        display.refusal = refusal
        feedback = display.feedback(for: state)
        return .refuse(refusal)
    }

    /// Validates `text` with the ``inputValidator`` as a field does when asked to: the
    /// validator's sanitizer tidies the text first, carrying the caret at `cursor` (UTF-16
    /// units) over, then the tidied text is checked, and the outcome shows as ``feedback``.
    /// Without a validator, every text passes unchanged.
    ///
    /// An `asyncValidator` starts at once (skipping its pause) and answers later through
    /// ``state``; ``validateIncludingChecks(_:)`` waits for it.
    public func validate(_ text: String, cursor: Int) -> ValidatedText {
        guard let inputValidator else {
            return ValidatedText(text: text, cursor: cursor, wasTidied: false, error: nil)
        }
        var checked = text
        var caret = cursor
        var failure: ValidationError?
        do {
            try inputValidator.validate(sanitizing: &checked, cursor: &caret)
        } catch {
            failure = error
        }
        record(failure, for: checked)
        return ValidatedText(text: checked, cursor: caret, wasTidied: checked != text, error: failure, state: state)
    }

    /// Takes the outcome of a validation the platform ran itself — UIKit's overridable
    /// `InputValidator.validateInput(_:)` — as if ``validate(_:cursor:)`` had run on `text`.
    ///
    /// - Returns: Whether the field is valid now: `false` when `failure` is not `nil`, and
    ///   also while the `asyncValidator` has yet to answer or when it rejected `text`.
    @discardableResult
    public func record(_ failure: ValidationError?, for text: String) -> Bool {
        lastError = failure
        return take(failure.map { [$0] } ?? [], validating: text)
    }

    /// Validates `text` now, shows the result, and waits for the `asyncValidator`'s answer,
    /// for a submit button.
    ///
    /// - Returns: Whether `text` passed the validator and the check; `true` without a
    ///   validator; `false` when the text changed while the check ran (the answer would be
    ///   about the old text).
    public func validateIncludingChecks(_ text: String) async -> Bool {
        guard hasRules else { return true }
        startValidating(text)
        await settleCheck()
        return judgedText == text && state == .valid
    }

    /// The first half of ``validateIncludingChecks(_:)``: validates `text` now as a submit
    /// does — shown from now on, the asynchronous check started at once — without tidying the
    /// text in place (a form keeps what was typed) nor waiting for the check.
    package func startValidating(_ text: String) {
        guard hasRules else { return }
        let failures = failures(of: text)
        lastError = failures.first
        take(failures, validating: text)
    }

    /// The second half of ``validateIncludingChecks(_:)``: skips the rest of the check's pause
    /// and waits for its answer.
    package func settleCheck() async {
        await session?.settle()
    }

    /// Waits until the `asyncValidator` has nothing left to answer, without skipping its
    /// pause or showing anything: for tests and UI tests.
    public func waitUntilIdle() async {
        await session?.waitUntilIdle()
    }

    /// Whether no asynchronous check of the field is running (see ``waitUntilIdle()``).
    package var isCheckIdle: Bool {
        session?.isIdle ?? true
    }

    /// Forgets what the user did: nothing shown, a running check cancelled, the text's state
    /// known again as if code had set it.
    public func reset() {
        lastError = nil
        validatedText = nil
        judgedText = nil
        failures = []
        externalError = nil
        session?.reset()
        display = FieldDisplay()
        takeCodeText(text)
    }

    /// ``reset()`` with `text` as the text code set.
    package func reset(to text: String) {
        self.text = text
        reset()
    }

    /// The rules' verdict on the text may have changed without the text changing (a form's
    /// rule across fields read another field): judges the text again.
    package func rulesDidChange() {
        guard hasRules, judgedText != nil else { return }
        apply(failures(of: text), to: text)
    }

    /// Shows `error` — a server's "this address is already registered" — until the text
    /// changes, code sets it or the field is reset; `nil` removes it. The field shows its
    /// state at once; its own rules' failure, if any, shows first.
    package func showError(_ error: ValidationError?) {
        externalError = error.map(tagged)
        if error != nil { display.show() }
        refresh()
    }

    /// Hides the field's state again, as before the user did anything; the text stays, and
    /// it will be validated again when editing it ends.
    package func hideFeedback() {
        display = FieldDisplay()
        validatedText = nil
        refresh()
    }

    /// Code put `text` in the field: see ``textWasSet(_:)``.
    private func takeCodeText(_ text: String) {
        self.text = text
        textSetByCode = text
        externalError = nil
        if text.isEmpty { display = FieldDisplay() }
        display.take(.textSet, timing: options.feedbackTiming)
        judge(text)
    }

    /// Whether the asynchronous check runs for `text`: only for a text the user typed (or an
    /// adapter validated) that is not empty once sanitized, never for the text code set.
    private func runsCheck(_ text: String) -> Bool {
        text != textSetByCode && !sanitized(text).isEmpty
    }

    /// The field's one sanitize point: `text` as the rules judge it and the `asyncValidator`
    /// receives it — the ``inputValidator``'s sanitizer applied, as ``validate(_:cursor:)``
    /// shows it.
    private func sanitized(_ text: String) -> String {
        inputValidator?.sanitize(text) ?? text
    }

    /// The synchronous failures of `text`: the ``judge``'s, else the ``inputValidator``'s on
    /// the sanitized text.
    private func failures(of text: String) -> [ValidationError] {
        if let judge { return judge(text) }
        return inputValidator?.failures(sanitized(text)) ?? []
    }

    private func tagged(_ error: ValidationError) -> ValidationError {
        errorTag?(error) ?? error
    }

    // MARK: Deciding

    /// The sanitizer that formats edits: the ``editFormatter``, else the validator's with
    /// ``FieldOptions/formatsWhileTyping``.
    private var formatter: AnySanitizer? {
        editFormatter ?? (options.formatsWhileTyping ? inputValidator?.sanitizer : nil)
    }

    /// Takes `failures` as the outcome of validating `text`, shown from now on (as
    /// ``FieldOptions/feedbackTiming`` says for a validation); the asynchronous check skips
    /// its pause.
    @discardableResult
    private func take(_ failures: [ValidationError], validating text: String) -> Bool {
        self.text = text
        validatedText = text
        guard hasRules else { return true }
        display.take(.validated, timing: options.feedbackTiming)
        apply(failures, to: text)
        session?.skipPause()
        return state == .valid
    }

    /// Judges `text` unless it is the text judged already, whose state is then shown again.
    private func judge(_ text: String) {
        guard hasRules else { return }
        if text != judgedText {
            apply(failures(of: text), to: text)
        } else {
            refresh()
        }
    }

    /// Makes `failures` (of the sanitized `text`) the synchronous outcome for `text`, starting
    /// the asynchronous check on the sanitized text, or cancelling it, to match.
    private func apply(_ failures: [ValidationError], to text: String) {
        judgedText = text
        self.failures = failures
        session?.follow(sanitized(text), rulesPass: failures.isEmpty && runsCheck(text))
        refresh()
    }

    private func refresh() {
        if !hasRules || judgedText == nil {
            state = .pristine
        } else if !failures.isEmpty {
            state = .invalid(failures)
        } else if let externalError {
            state = .invalid([externalError])
        } else if let session, let judgedText, runsCheck(judgedText) {
            state = session.checkState.mapErrors(tagged)
        } else {
            state = .valid
        }
        feedback = display.feedback(for: state)
    }

    /// Starts over after a new validator or check: pristine, nothing shown, a running check
    /// cancelled, then the current text judged as if code had set it.
    private func startOver() {
        session?.onChange = nil
        session?.reset()
        session = nil
        if hasRules, let checkInstaller {
            let session = checkInstaller.makeSession(options.checkDebounce)
            session.onChange = { [weak self] _ in self?.refresh() }
            self.session = session
        }
        lastError = nil
        judgedText = nil
        failures = []
        externalError = nil
        display = FieldDisplay()
        refresh()
        judge(text)
        reportFilteringChange()
    }

    private func reportFilteringChange() {
        guard filtersEdits != reportedFiltering else { return }
        reportedFiltering = filtersEdits
        onFiltersEditsChange?(reportedFiltering)
    }
}

extension ValidationState {
    /// The state with each error rewritten by `transform`.
    fileprivate func mapErrors(_ transform: (ValidationError) -> ValidationError) -> ValidationState {
        guard case .invalid(let errors) = self else { return self }
        return .invalid(errors.map(transform))
    }
}
