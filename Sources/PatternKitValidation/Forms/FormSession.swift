public import Foundation

#if canImport(Combine)
    import Combine
#endif

/// A form on screen: its fields change one at a time, their states update as the user
/// types, asynchronous checks run in the background, and the form reports when it becomes
/// valid or invalid — what a sign-up screen binds its text fields and submit button to.
///
/// ```swift
/// @MainActor final class SignUpScreen {
///     let session = FormSession(form)   // FieldOptions' defaults: a check waits 0.3 s
///
///     init() {
///         session.onStateChange = { field, state in self.show(state, under: field) }
///         session.onValidityChange = { isValid in self.submitButton.isEnabled = isValid }
///     }
///
///     func textChanged(_ field: SignUpField, _ text: String) {
///         session.update(field, to: text)
///     }
///
///     func editingEnded(_ field: SignUpField) {
///         session.editingDidEnd(field)
///     }
///
///     func submit() async {
///         let result = await session.validateIncludingChecks()
///         if let field = result.firstInvalidField { focus(field) } else { send(session.tidiedValues) }
///     }
/// }
/// ```
///
/// **One field machine.** Each field of the form is a `FieldController`, the machine of a
/// text field on its own, whose rules the form runs: the field's own rules, its typed value
/// and the rules across fields. So a form's field decides, shows and checks exactly as a
/// field on its own for the same events; the form adds what is the form's — the values
/// across fields, focus, the submit, a server's answer, announcements.
///
/// **Shown and real states.** Each field starts showing its state when its
/// `FieldOptions/feedbackTiming` says so (``options``, ``setOptions(_:for:)``) —
/// by default once editing it ended (``editingDidEnd(_:)``), never while its text is first
/// typed. From then on it follows every change, so an
/// error goes away as soon as it is fixed. Until then the field is shown
/// `ValidationState/pristine` even when its rules fail, so an empty form is not covered in
/// red and a half-typed card number is not called wrong; ``state(of:)``, ``feedback(for:)``
/// and ``onStateChange`` give what is shown. ``result`` and ``isValid`` judge every field,
/// shown or not, so the submit button is right from the start.
///
/// **Across fields.** Every change re-runs the form's synchronous rules, so editing the
/// password updates the confirmation's "do not match" at once.
///
/// **What the rules judge.** ``values`` hold what the fields show, as typed; the rules, the
/// rules across fields and the asynchronous checks judge ``tidiedValues`` — each text
/// sanitized once by its rules' sanitizer (`FormValidator.tidiedValues(_:)`) — and that is
/// what the app sends (``submit(_:)`` hands them on).
///
/// **Asynchronous checks** run per field, and only for what the user typed: started when
/// the user changed the field (`update(_:to:)`), its text is not empty and its synchronous
/// rules pass, after the `Debounce` pause; cancelled when the field changes again or its
/// rules stop passing; never reporting a stale answer. A value the app set (``init(_:values:options:)``,
/// `set(_:to:)`, ``reset(to:)``) is not checked — an edit-profile form does not ask
/// the server about the user's own name on open — and counts as passing its check, also
/// when the user types their way back to it or a platform reports it again unchanged. A
/// field's check answer stays when its options are set again (a SwiftUI row appearing).
/// ``validateIncludingChecks()`` skips their pauses and waits for their answers; ``waitUntilIdle()``
/// only waits.
///
/// **Typed fields** (a switch, a date, a number) take ``FormValue``s:
/// `update(_:to:)` with a `FormValue` when the user changes them (a number being typed),
/// ``commit(_:to:)`` when the user's change is complete in itself (a switch, a picker, a
/// stepper), `set(_:to:)` with one from code.
@MainActor
public final class FormSession<Field: Hashable & Sendable> {
    /// The form's rules.
    public let form: FormValidator<Field>

    /// The current text of every field, as typed: what the fields show. The rules judge
    /// ``tidiedValues``, which is what the app sends.
    public private(set) var values: FormValues<Field>

    /// Called with a field and its new shown state whenever that state changes.
    public var onStateChange: ((Field, ValidationState) -> Void)?

    /// Called with the form's new validity whenever it changes.
    public var onValidityChange: ((Bool) -> Void)?

    /// The real state of every field (shown or not), in the form's order.
    public private(set) var result: FormResult<Field>

    /// How every field behaves unless ``setOptions(_:for:)`` gave it options of its own
    /// (see `FieldOptions`): when it starts showing its state, which keystrokes
    /// ``decide(_:in:)`` refuses (judged by the field's own rules, shown as its
    /// ``feedback(for:)`` until its text changes or editing it ends), whether its rules'
    /// sanitizer formats it as the user types, and the pause before its asynchronous check.
    /// Changing it affects the events that follow; a new pause applies to the next checks.
    public var options: FieldOptions {
        didSet {
            for (field, machine) in machines where !fieldsWithOwnOptions.contains(field) {
                machine.options = options
            }
        }
    }

    /// The fields ``setOptions(_:for:)`` gave options of their own.
    private var fieldsWithOwnOptions: Set<Field> = []

    /// Sanitizers that format fields as the user types (a card number's
    /// `.digitsOnly.then(mask)`), by field; ``decide(_:in:)`` answers their edits. A field
    /// without one formats with its rules' sanitizer when its options say
    /// `FieldOptions/formatsWhileTyping`, and takes every edit as it is otherwise.
    public var formatters: [Field: AnySanitizer] {
        get { machines.compactMapValues(\.editFormatter) }
        set {
            for field in Set(machines.keys).union(newValue.keys) {
                machine(field).editFormatter = newValue[field]
            }
        }
    }

    /// The field being edited, or `nil`: the one owner of focus, which a SwiftUI
    /// `@FocusState` follows (`focused(_:in:)`). Moving focus away from a field ends its
    /// editing (``editingDidEnd(_:)``); ``validate()`` and ``validateIncludingChecks()`` move
    /// it to the first invalid field (and ask to reveal it: ``fieldToReveal``). Setting it
    /// starts a move the platform is expected to follow (see `platformFocusDidChange(to:)`).
    public var focusedField: Field? {
        didSet {
            guard focusedField != oldValue else { return }
            focusTarget = focusedField
            if let oldValue {
                editingDidEnd(oldValue)
            } else {
                changed()
            }
        }
    }

    /// A focus move this form started, until the platform reports focus there: `nil` passing
    /// through meanwhile (SwiftUI's `@FocusState` between two fields, a row not yet on
    /// screen) ends nobody's editing.
    var focusTarget: Field?

    /// The last field the form asked the screen to bring into view (see ``fieldToReveal``).
    public internal(set) var fieldToReveal: FieldToReveal<Field>? {
        didSet { changed() }
    }

    /// The one thing VoiceOver should hear about the form now: one per submit or per change
    /// (see ``FormAnnouncement``); `focused(_:in:)` posts it.
    public internal(set) var announcement: FormAnnouncement<Field>?

    /// Whether ``submit(_:)`` is running: a second tap does nothing meanwhile — what a submit
    /// button's `disabled` and a progress indicator follow.
    public internal(set) var isSubmitting = false {
        didSet { if isSubmitting != oldValue { changed() } }
    }

    /// The values ``hasChanges`` compares with: those the form started from, or was last
    /// reset to.
    var baseline: FormValues<Field>

    /// What the user typed in a field whose edit was refused or reformatted, shown for a
    /// moment (see `shownText(of:)`).
    var echoes: [Field: String] = [:]

    /// What the user typed into a typed field (a number), as typed: shown instead of the value
    /// read from it, so that `007` or `3,` stays on screen while it is being typed.
    var typedTexts: [Field: String] = [:]

    /// Whether a field takes focus, where told (``setTakesFocus(_:for:)``) or learned (focus
    /// arrived there, the user typed in it, a text binding was made for it).
    var focusTaking: [Field: Bool] = [:]

    /// Set by ``cancelSubmit()``: the running ``submit(_:)`` sends nothing.
    var submitIsCancelled = false

    /// The language and region in which text typed into a number field is read (`3,5` in
    /// German, `3.5` in English): the device's by default; SwiftUI's `focused(_:in:)` sets the
    /// view's `\.locale`. See ``update(_:to:)-(_,String)``.
    public var locale: Locale = .autoupdatingCurrent

    /// Each field's text and feedback as last reported to `onFieldDisplayChange`.
    private var displayed: [Field: FieldDisplaySnapshot] = [:]

    /// Called with a field whenever what it shows — its text or its feedback — changed: a
    /// view of one field redraws for its own field only.
    package var onFieldDisplayChange: ((Field) -> Void)?

    /// Called whenever what the form shows as a whole changed — validity, submitting, changes,
    /// pending checks, focus, a reveal, an announcement, the form's errors — and never for a
    /// keystroke that changes only its field's text or feedback: a view of the whole form (a
    /// submit button) redraws for these only, each row for its own field
    /// (``onFieldDisplayChange``).
    package var onStatusChange: (() -> Void)?

    /// What the form showed as a whole when last reported to ``onStatusChange``.
    private var reportedStatus: FormStatusSnapshot<Field>?

    /// What an adapter keeps with the form (SwiftUI's per-field observers).
    package var adapterStorage: AnyObject?

    /// Counts the announcements, so that two equal ones are still two.
    var announcementCount = 0
    /// What VoiceOver last heard about each field: one announcement per change of meaning.
    var announcers: [Field: ErrorAnnouncer] = [:]
    /// `false` while a submit validates: it makes one announcement of its own.
    var announcesChanges = true
    /// Counts the reveal requests, so that revealing the same field again is a new request.
    var revealCount = 0

    /// Called after every change of what the form shows — values, states, focus — for an
    /// observing view to redraw. `ObservableObject` where Combine exists.
    package var onChange: (() -> Void)?

    /// Each field's machine: the `FieldController` a field on its own is, judged by the form.
    private var machines: [Field: FieldController] = [:]
    /// Each field's shown state as last reported to ``onStateChange``.
    private var shown: [Field: ValidationState] = [:]
    /// `true` while the form drives several machines for one event: it reports once, after.
    private var isDriving = false
    /// The values, as typed, that the last ``validate()`` or ``validateIncludingChecks()`` judged —
    /// what a submit sends, tidied — so that a server's later answer applies only to fields
    /// still holding them.
    package internal(set) var submittedValues: FormValues<Field>?
    /// The values the synchronous errors were computed for, as the rules judged them
    /// (tidied), and those errors.
    private var lastJudgement:
        (values: FormValues<Field>, judged: FormValues<Field>, errors: [Field: [ValidationError]])?

    /// Errors of the form as a whole, set from outside — a server's answer about no field
    /// of this form ("too many attempts", or a field the app does not have) — in order.
    /// They stay until replaced (``setFormErrors(_:)``, a server's next answer) or
    /// ``reset(to:)``, and do not make the form invalid: the user can send it again.
    public private(set) var formErrors: [ValidationError] = []
    #if canImport(Combine)
        /// Bumped when the form's status changes (``onStatusChange``): publishes `objectWillChange`
        /// for SwiftUI. A field's own changes go to its row (``onFieldDisplayChange``).
        @Published private var revision = 0
    #endif

    /// A session for `form`, starting from `values`.
    ///
    /// - Parameters:
    ///   - form: The rules.
    ///   - values: The fields' initial text (a form editing existing data); missing fields are empty.
    ///   - options: How every field behaves (`FieldOptions`; the defaults show a field's
    ///     state once editing it ended and wait 0.3 seconds before an asynchronous check).
    public init(_ form: FormValidator<Field>, values: FormValues<Field> = [:], options: FieldOptions = FieldOptions()) {
        self.form = form
        self.values = values
        self.baseline = values
        self.options = options
        self.result = FormResult(fields: [])
        for field in form.fields { _ = machine(field) }
        refresh(notifying: false)
        reportedStatus = statusSnapshot()
    }

    /// The machine of `field`, made on first use: the field's own rules filter and format its
    /// keystrokes and tidy its text for its check; the form judges it.
    private func machine(_ field: Field) -> FieldController {
        if let machine = machines[field] { return machine }
        let form = form
        let rules = form.rules(of: field).map { rules in
            form.sanitizer(of: field).map { InputValidator(rules, sanitizer: $0) } ?? InputValidator(rules)
        }
        let machine = FieldController(
            text: machineText(of: field), options: options, inputValidator: rules,
            judge: { [weak self] _ in self?.judgement().errors[field] ?? [] },
            errorTag: { form.tag($0, with: field) })
        if let check = form.asyncCheck(for: field) { machine.asyncValidator = check }
        machine.onStateChange = { [weak self] _ in self?.machineDidChange() }
        machines[field] = machine
        return machine
    }

    /// The text a field's machine holds for the field's value: its text for a text field;
    /// for a typed field a spelling that tells every value apart (no value is empty text).
    private func machineText(of field: Field) -> String {
        let value = values[value: field]
        switch value {
        case .null: return ""
        case .text(let text): return text
        default: return form.isTextField(field) ? value.text : "\u{1F}\(String(reflecting: value))"
        }
    }

    /// A machine's state changed on its own — an asynchronous check answered: report it.
    private func machineDidChange() {
        if !isDriving { refresh() }
    }

    /// Runs `event` on the machines, then reports what changed once.
    private func drive(_ event: () -> Void) {
        let wasDriving = isDriving
        isDriving = true
        event()
        isDriving = wasDriving
        if !wasDriving { refresh() }
    }

    /// The values changed: every machine judges its text again, since a rule across fields
    /// may read the field that changed.
    private func valuesDidChange() {
        for machine in machines.values { machine.rulesDidChange() }
    }

    /// The options `field` follows: those set with ``setOptions(_:for:)``, else ``options``.
    public func options(for field: Field) -> FieldOptions {
        machine(field).options
    }

    /// Gives `field` options of its own (`nil` returns it to the form's ``options``): a
    /// digits-only field that refuses letters in a form that filters nothing, say. A new
    /// pause applies to the field's next check; what the field shows and its check's answer
    /// stay — setting the same options again (a SwiftUI row appearing) changes nothing.
    public func setOptions(_ options: FieldOptions?, for field: Field) {
        if options != nil {
            fieldsWithOwnOptions.insert(field)
        } else {
            fieldsWithOwnOptions.remove(field)
        }
        machine(field).options = options ?? self.options
    }

    /// Whether every field is valid now (pending checks make it not valid yet).
    public var isValid: Bool {
        result.isValid
    }

    /// The first invalid field in the form's order, edited or not.
    public var firstInvalidField: Field? {
        result.firstInvalidField
    }

    /// Whether `field` shows its state yet (see `FieldOptions/feedbackTiming`).
    public func isShowingFeedback(for field: Field) -> Bool {
        machine(field).isShowingFeedback
    }

    /// The state to show for `field`: its real state once it shows it (see
    /// `FieldOptions/feedbackTiming`), `ValidationState/pristine` until then.
    public func state(of field: Field) -> ValidationState {
        machine(field).shownState
    }

    /// What to show next to `field` — what a `FieldController` shows, since it is one:
    /// nothing before it shows its state, then "checking", valid, or its first error; a
    /// refused keystroke's error while it is shown.
    public func feedback(for field: Field) -> FieldFeedback {
        machine(field).feedback
    }

    /// The user changed the text of `field` (after each keystroke): re-validates the form.
    /// The field starts showing its state only if its `FieldOptions/feedbackTiming` is
    /// `FeedbackTiming/whileEditing`. The text the field already holds is no change (a
    /// platform reporting it again): a value code set stays code's, unchecked.
    /// An error set with ``setError(_:for:)`` goes when the text changes.
    ///
    /// A field that holds another kind of value (a date, a number typed into a text field)
    /// reads `text` as that kind (`FormValueKind` reading: `2010-05-31`, `12`); text that is
    /// not one keeps the field's text and fails with the kind's error ("must be a whole
    /// number") until it is.
    public func update(_ field: Field, to text: String) {
        let kind = form.kind(of: field)
        guard kind != .text else { return update(field, to: FormValue.text(text)) }
        switch kind.read(typed: text, locale: locale) {
        case .success(let value):
            values[value: field] = value
        case .failure(let error):
            values[value: field] = .text(text)
            values.readingErrors[field] = error
        }
        typedTexts[field] = text.isEmpty ? nil : text
        drive { userChanged(field) }
    }

    /// The user changed the value of the typed `field` — flipped a switch, picked a date or
    /// a choice, stepped a number: re-validates the form, as `update(_:to:)`
    /// does for text.
    public func update(_ field: Field, to value: FormValue) {
        values[value: field] = value
        typedTexts[field] = nil
        drive { userChanged(field) }
    }

    /// The user set the typed `field` to `value` with a control that has no editing phase of
    /// its own — flipped a switch, picked a date or a choice, tapped a stepper: the change
    /// and the end of its editing in one, as `update(_:to:)` with a `FormValue` followed by
    /// ``editingDidEnd(_:)``. Under the default `FeedbackTiming/afterEditing` the field
    /// shows its state at once ("must be on" as soon as the terms switch is turned off
    /// again), since there is nothing left to type. What PatternKit's switch, picker, date
    /// picker and stepper bindings call.
    ///
    /// ```swift
    /// form.commit(.terms, to: .bool(false))
    /// form.state(of: .terms)   // .invalid: "must be on"
    /// ```
    public func commit(_ field: Field, to value: FormValue) {
        values[value: field] = value
        typedTexts[field] = nil
        drive {
            userChanged(field)
            endEditing(field)
        }
    }

    /// The user changed `field`, whose value is stored: its machine takes the change, and
    /// every machine judges its text again.
    private func userChanged(_ field: Field) {
        machine(field).textDidChange(machineText(of: field))
        valuesDidChange()
    }

    /// ``values`` as the rules judge them and the app should send or store them: each text
    /// tidied by its rules' sanitizer (`FormValidator.tidiedValues(_:)`): `" 12 "` is `"12"`
    /// for a field whose rule trims. The asynchronous checks receive these texts too.
    public var tidiedValues: FormValues<Field> {
        judgement().values
    }

    /// The value of `field`, typed (``FormValue/null`` when it has none).
    public func value(of field: Field) -> FormValue {
        values[value: field]
    }

    /// The fields whose asynchronous check has yet to answer, in the form's order: while
    /// there is one, ``validate()`` returns `false` and ``validateIncludingChecks()`` waits for it.
    public var pendingFields: [Field] {
        result.fields.filter { $0.state == .pending || $0.state == .validating }.map(\.field)
    }

    /// Code set the text of `field` — loaded, restored, cleared: it is validated at once but
    /// starts no display, is never refused nor formatted, and a field that already shows
    /// its state shows the new text's. Not typing: a field cleared by code (empty text, or
    /// ``FormValue/null``) is silent again, as before the user touched it — it does not say
    /// "required". (`update(_:to:)` is the user's change.)
    public func set(_ field: Field, to text: String) {
        set(field, to: FormValue.text(text))
    }

    /// Code set the value of the typed `field` (see `set(_:to:)` with a text).
    public func set(_ field: Field, to value: FormValue) {
        values[value: field] = value
        echoes[field] = nil
        typedTexts[field] = nil
        drive {
            machine(field).textWasSet(machineText(of: field))
            valuesDidChange()
        }
    }

    /// A control that must show a value (a date picker, a stepper, a picker) shows `value` for
    /// `field`, which holds none: the field holds it from now on, as if the form had started
    /// with it — validated, no change (``hasChanges`` stays `false`, nothing is shown) — so that
    /// the screen shows what the form holds. Nothing is reported now (a view reading its binding
    /// must not publish a change); observers hear of it on the next turn of the main loop.
    package func holdDefault(_ value: FormValue, for field: Field) {
        guard values[value: field] == .null, value != .null else { return }
        values[value: field] = value
        if baseline[value: field] == .null { baseline[value: field] = value }
        isDriving = true
        machine(field).textWasSet(machineText(of: field))
        valuesDidChange()
        isDriving = false
        refresh(notifying: false)
        Task { @MainActor [weak self] in self?.changed() }
    }

    /// Starts over from `values` (empty by default): every field silent, errors set from
    /// outside and refusals forgotten, running checks replaced. Focus stays.
    public func reset(to values: FormValues<Field> = [:]) {
        self.values = values
        baseline = values
        echoes.removeAll()
        typedTexts.removeAll()
        submittedValues = nil
        formErrors.removeAll()
        drive {
            for (field, machine) in machines { machine.reset(to: machineText(of: field)) }
            valuesDidChange()
        }
    }

    /// Shows `error` on `field` — a server's "this e-mail address is already registered" —
    /// until the user changes the field's text (or code sets it, or ``reset(to:)``); `nil`
    /// removes it. The field is invalid meanwhile, unless its own rules already fail (their
    /// error shows first), and shows its state at once.
    ///
    /// An error is about the value that was sent: when the user has changed `field` since the
    /// last submit judged it (``submit(_:)``, ``validate()``), the error is no longer true of
    /// what the field holds and is dropped — as a server's whole answer is (`apply(_:)`).
    ///
    /// - Returns: Whether the error shows (`false`: dropped as stale).
    @discardableResult
    public func setError(_ error: ValidationError?, for field: Field) -> Bool {
        if error != nil, !holdsSubmittedValue(field) { return false }
        drive { machine(field).showError(error) }
        return true
    }

    /// Whether `field` still holds what the last submit judged and sent (`true` when nothing
    /// was submitted): an answer about it is still true.
    private func holdsSubmittedValue(_ field: Field) -> Bool {
        submittedValues.map { $0[value: field] == values[value: field] } ?? true
    }

    /// Replaces the errors of the form as a whole (see ``formErrors``); `[]` removes them.
    public func setFormErrors(_ errors: [ValidationError]) {
        formErrors = errors
        changed()
    }

    /// The first of ``formErrors`` as a message in `language` (the current language when
    /// `nil`): the line a form shows above its submit button. `nil` when there is none.
    public func formMessage(in language: String? = nil) -> String? {
        formErrors.first?.localizedFailureReason(in: language)
    }

    /// A server's whole answer at once: `fieldErrors` replace every error set from outside
    /// (each shown until its field changes, like ``setError(_:for:)``), `formErrors` replace
    /// ``formErrors``; focus moves to the first field in error, in the form's order. One
    /// refresh, so observers see the answer arrive in one change.
    ///
    /// - Returns: The first field in error, in the form's order (the one now focused); `nil`
    ///   when the answer names no field of this form.
    @discardableResult
    package func replaceExternalErrors(_ fieldErrors: [Field: ValidationError], formErrors: [ValidationError]) -> Field?
    {
        // An answer about a value the user has changed since it was sent is no longer true.
        let fieldErrors = fieldErrors.filter { field, _ in holdsSubmittedValue(field) }
        for field in fieldErrors.keys { _ = machine(field) }
        self.formErrors = formErrors
        drive {
            for (field, machine) in machines { machine.showError(fieldErrors[field]) }
        }
        let first = form.fields.first { fieldErrors[$0] != nil }
        if let first { moveFocus(toFix: first) }
        return first
    }

    /// The text to show in `field` when the platform reports only the text after an edit
    /// (SwiftUI): the user's change from ``values`` to `new` goes through
    /// ``decide(_:in:)``, then `update(_:to:)`.
    ///
    /// - Returns: The text the field must show instead of `new` (the previous text when the
    ///   edit was refused, the formatted text when it was formatted); `nil` to keep `new`.
    ///
    /// The user typing in `field` proves it has focus: ``focusedField`` follows if it said
    /// otherwise (a `@FocusState` that refused the form's move). A refused or reformatted edit
    /// leaves what the user typed as the field's shown text (`shownText(of:)`) until
    /// `endEcho(of:)`, which the binding calls on the next turn of the main loop: the model's
    /// text then arrives as a change SwiftUI draws, instead of equal to the value it last saw.
    package func change(_ field: Field, to new: String) -> String? {
        let old = fieldText(of: field)
        // The same text again is no typing (SwiftUI may push it as focus leaves): focus stays.
        guard new != old else { return nil }
        focusTaking[field] = true
        if focusedField != field {
            focusedField = field
            focusTarget = nil  // the platform is there already: no move to wait for
        }
        guard let kept = decide(TextEdit(changing: old, to: new), in: field).keptText(typed: new) else {
            echoes[field] = new
            changed()
            return old
        }
        echoes[field] = kept == new ? nil : new
        update(field, to: kept)
        return kept == new ? nil : kept
    }

    /// The text `field` shows now: what the user just typed while its refusal or
    /// reformatting is on its way to the screen (see `change(_:to:)`), its value otherwise.
    package func shownText(of field: Field) -> String {
        echoes[field] ?? fieldText(of: field)
    }

    /// The text of `field` for its text field: what the user typed into a typed field, else its
    /// value's text — a number with ``locale``'s decimal separator (`3,5` in German).
    private func fieldText(of field: Field) -> String {
        if let typed = typedTexts[field] { return typed }
        switch values[value: field] {
        case .number, .decimal:
            let separator = locale.decimalSeparator ?? "."
            return separator == "." ? values[field] : values[field].replacingOccurrences(of: ".", with: separator)
        default:
            return values[field]
        }
    }

    /// Ends the moment `field` shows what the user typed: it shows its value again, reported
    /// as a change.
    package func endEcho(of field: Field) {
        guard echoes.removeValue(forKey: field) != nil else { return }
        changed()
    }

    /// Editing `field` ended (focus left it, typed in or not): it starts showing its state,
    /// unless its `FieldOptions/feedbackTiming` is `FeedbackTiming/onValidate` (and its
    /// options do not say `FieldOptions/validatesOnEndEditing`, which validates it and puts
    /// its tidied text in place — `" 12 "` becomes `"12"` — as a field on its own does).
    public func editingDidEnd(_ field: Field) {
        drive { endEditing(field) }
    }

    /// Editing `field` ended, its text field holding `text`: a change the platform did not
    /// report (autocorrection accepted as focus leaves, say) is taken first, then
    /// ``editingDidEnd(_:)``. What every adapter's binding calls.
    public func editingDidEnd(_ field: Field, text: String) {
        if fieldText(of: field) != text { update(field, to: text) }
        editingDidEnd(field)
    }

    /// The machine of `field` ends its editing, and validates when its options say so
    /// (`FieldOptions/validatesOnEndEditing`).
    private func endEditing(_ field: Field) {
        let machine = machine(field)
        guard machine.editingDidEnd(machine.text) else { return }
        // Validating tidies the text in place, as a field on its own shows it: the form's one
        // sanitize point, the text still the user's (its check keeps its answer).
        if form.isTextField(field), case .text(let tidied) = judgement().values[value: field], tidied != values[field] {
            values[value: field] = .text(tidied)
            echoes[field] = nil
            userChanged(field)
        }
        machine.startValidating(machine.text)
    }

    /// What happens to `edit` of `field`, which the user is about to make — the field's
    /// machine decides (`FieldController/decide(_:)`): with a ``formatters`` entry, or with
    /// `FieldOptions/formatsWhileTyping` and rules that carry a sanitizer, the formatted
    /// text and caret replace it when they differ from what the edit alone gives (see
    /// `EditDecision(formatting:with:)`); otherwise it is accepted, unless the field's
    /// `FieldOptions/editFiltering` refuses it by the field's own rules (the refusal then
    /// shows as the field's ``feedback(for:)``, and is announced).
    public func decide(_ edit: TextEdit, in field: Field) -> EditDecision {
        let decision = machine(field).decide(edit)
        if case .refuse(let refusal) = decision {
            announce(refusal, about: field)
            changed()
        }
        return decision
    }

    /// Shows every field's real state, starts the asynchronous checks still waiting out
    /// their pause and moves ``focusedField`` to the first invalid field: for a submit
    /// button that does not wait.
    ///
    /// - Returns: Whether the form may be sent now: `false` when a field failed — its own
    ///   rules, a rule across fields, its check, or an error set with ``setError(_:for:)`` —
    ///   and also while a check has yet to answer (``pendingFields``; see
    ///   ``validateIncludingChecks()``).
    @discardableResult
    public func validate() -> Bool {
        announcesChanges = false
        startValidating()
        announcesChanges = true
        focusFirstInvalidField()
        announceSubmit()
        return result.isValid
    }

    /// Shows every field's real state, finishes the asynchronous checks (skipping their
    /// pause), moves ``focusedField`` to the first invalid field and returns the result:
    /// for a submit button.
    public func validateIncludingChecks() async -> FormResult<Field> {
        announcesChanges = false
        defer { announcesChanges = true }
        // Every waiting check starts first, so that they run side by side.
        startValidating()
        for field in form.fields {
            await machine(field).settleCheck()
        }
        refresh()
        focusFirstInvalidField()
        announceSubmit()
        return result
    }

    /// Each field's machine validates its text as a submit does: shown, its check started.
    private func startValidating() {
        submittedValues = values
        drive {
            for field in form.fields {
                let machine = machine(field)
                machine.startValidating(machine.text)
            }
        }
    }

    /// Moves ``focusedField`` to the next field in the form's order that takes focus
    /// (``takesFocus(_:)``) — what Return does in a text field (SwiftUI's `.onSubmit`) —
    /// ending the focused field's editing; the first such field when none has focus. A switch,
    /// a picker, a date picker or a stepper after the last text field is skipped, so Return
    /// there submits.
    ///
    /// ```swift
    /// .onSubmit { if !form.focusNextField() { submit() } }
    /// ```
    ///
    /// - Returns: `false`, focus left where it is, when no field after the focused one takes
    ///   focus: the caller submits the form.
    @discardableResult
    public func focusNextField() -> Bool {
        let fields = form.fields
        let start = focusedField.flatMap { fields.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        guard let next = fields[start...].first(where: takesFocus) else { return false }
        focusedField = next
        return true
    }

    /// Whether `field` takes focus — a text field does; a switch, a picker, a date picker or a
    /// stepper does not. By default a field of text (`FormValueKind/text`) takes it and a typed
    /// one does not, until focus is reported there (a number typed into a
    /// `TextField(value:format:)` whose `@FocusState` says so) or the user types in it; say it
    /// beforehand with ``setTakesFocus(_:for:)``. ``focusNextField()`` walks these fields only,
    /// and a failed submit focuses its first invalid field only if it takes focus (it brings
    /// any other into view: ``fieldToReveal``).
    public func takesFocus(_ field: Field) -> Bool {
        focusTaking[field] ?? (form.kind(of: field) == .text)
    }

    /// Says whether `field` takes focus (see ``takesFocus(_:)``): `true` for a number typed into a
    /// text field, `false` for a text chosen with a picker.
    public func setTakesFocus(_ takesFocus: Bool, for field: Field) {
        focusTaking[field] = takesFocus
    }

    private func focusFirstInvalidField() {
        guard let field = result.firstInvalidField else { return }
        moveFocus(toFix: field)
    }

    /// Sends focus to `field`, which needs fixing, when it takes focus, and away from the keyboard
    /// otherwise (a switch to turn on), and asks the screen to bring it into view.
    private func moveFocus(toFix field: Field) {
        focusedField = takesFocus(field) ? field : nil
        reveal(field)
    }

    /// Waits until no asynchronous check of the form is running — waiting out its pause, or
    /// for its answer — including checks replaced by newer text whose late answers will be
    /// dropped. Unlike ``validateIncludingChecks()`` it skips no pause and shows nothing: for tests and
    /// scripted sessions that need the form to be quiet before they look at it.
    ///
    /// A check whose pause or answer never ends keeps it waiting; text changed meanwhile
    /// starts new checks, which it waits for too.
    public func waitUntilIdle() async {
        while let busy = machines.values.first(where: { !$0.isCheckIdle }) {
            await busy.waitUntilIdle()
        }
    }

    /// Hides every field's state again, as before the user did anything: all are shown
    /// `ValidationState/pristine` until their `FieldOptions/feedbackTiming` says
    /// otherwise. The values stay.
    public func resetFeedback() {
        drive {
            for machine in machines.values { machine.hideFeedback() }
        }
    }

    /// ``values`` as the rules judge them (``tidiedValues``) and the form's synchronous errors
    /// for them, computed once per change of the values (a keystroke judges every field's
    /// machine: one validation for all).
    private func judgement() -> (values: FormValues<Field>, errors: [Field: [ValidationError]]) {
        if let last = lastJudgement, last.values == values { return (last.judged, last.errors) }
        let judged = form.tidiedValues(values)
        let errors = form.synchronousErrors(judging: judged)
        lastJudgement = (values, judged, errors)
        return (judged, errors)
    }

    /// Recomputes ``result`` from the machines and reports what changed.
    private func refresh(notifying: Bool = true) {
        let wasValid = result.isValid
        result = FormResult(fields: form.fields.map { FieldResult(field: $0, state: machine($0).state) })
        var changed: [(Field, ValidationState)] = []
        for field in form.fields {
            let now = state(of: field)
            if shown[field, default: .pristine] != now { changed.append((field, now)) }
            shown[field] = now
        }
        guard notifying else {
            for field in form.fields { displayed[field] = snapshot(of: field) }
            return
        }
        self.changed()
        if announcesChanges { announceChanges(changed.map(\.0)) }
        for (field, state) in changed { onStateChange?(field, state) }
        if result.isValid != wasValid { onValidityChange?(result.isValid) }
    }

    /// Reports each field whose text or feedback changed since last reported.
    func reportFieldDisplays() {
        for field in form.fields {
            let now = snapshot(of: field)
            guard displayed[field] != now else { continue }
            displayed[field] = now
            onFieldDisplayChange?(field)
        }
    }

    private func statusSnapshot() -> FormStatusSnapshot<Field> {
        FormStatusSnapshot(
            isValid: result.isValid, isSubmitting: isSubmitting, hasChanges: hasChanges, pendingFields: pendingFields,
            focusedField: focusedField, revealID: fieldToReveal?.id, announcementID: announcement?.id,
            formErrors: formErrors)
    }

    private func snapshot(of field: Field) -> FieldDisplaySnapshot {
        FieldDisplaySnapshot(text: shownText(of: field), feedback: feedback(for: field))
    }

    /// Tells an observing view that what the form shows changed.
    func changed() {
        onChange?()
        reportFieldDisplays()
        reportStatus()
    }

    /// Reports the form's status when it differs from the last one reported.
    func reportStatus() {
        let now = statusSnapshot()
        guard now != reportedStatus else { return }
        reportedStatus = now
        #if canImport(Combine)
            revision &+= 1
        #endif
        onStatusChange?()
    }
}
