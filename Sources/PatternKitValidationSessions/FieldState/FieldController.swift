/// One validated text field, without the field — the one field state machine: the validator
/// it holds, its options and every decision it makes — which keystrokes to refuse or format,
/// when to validate, what the sanitized text and the caret become, what feedback and which
/// alert to show, and how an asynchronous check's answer counts.
///
/// UIKit's `CustomTextField`, the terminal's `TUICustomTextField` and the SwiftUI modifier
/// each own one and only forward their platform's events to it, so a field behaves the same
/// in every adapter, with the same option names and defaults:
///
/// | option | default |
/// |---|---|
/// | ``inputValidator`` | `nil`: every text is valid |
/// | ``validatesOnEndEditing`` | `false`, as in the Strategy article the field comes from |
/// | ``feedbackTiming`` | ``FeedbackTiming/afterEditing`` |
/// | ``editFiltering`` | ``EditFiltering/none`` |
/// | ``formatsWhileTyping`` | `false` |
/// | ``asyncValidator`` / ``asyncDebounce`` | `nil` / 0.3 seconds |
///
/// ```swift
/// let controller = FieldController()
/// controller.inputValidator = NumericInputValidator()
/// controller.validatesOnEndEditing = true
///
/// controller.textDidChange("12a")                 // typing: nothing shown yet
/// if controller.editingDidEnd("12a") {           // true: the field validates now
///     let check = controller.validate("12a", cursor: 3)
///     check.alert?.message   // "The input can contain only numerical values"
/// }
/// ```
///
/// The adapter's part: call ``textDidChange(_:)`` when the user changes the text,
/// ``textWasSet(_:)`` when code sets it, ``editingDidEnd(_:)`` when focus leaves (and validate
/// when it answers `true`), ask ``decide(_:)`` before each edit while ``filtersEdits`` is
/// `true`, and draw ``feedback`` (``onFeedbackChange``) and a ``FieldCheck``'s alert.
///
/// Three rules no adapter has to remember: text set by code is never refused, formatted or
/// the start of a message (a reset field says nothing); a ``FieldCheck`` is valid only once
/// the ``asyncValidator`` accepted the text; and ``editingDidEnd(_:)`` asks to validate a
/// text once, so a failure already reported never holds the user in the field.
@MainActor
public final class FieldController {
    /// The validator; `nil` makes every text valid. Setting another one starts over:
    /// pristine, nothing shown.
    public var inputValidator: InputValidator? {
        didSet {
            guard inputValidator !== oldValue else { return }
            rebuildValidation()
        }
    }

    /// A check that needs to wait ("is this user name still free?"), run whenever the
    /// ``inputValidator`` passes, ``asyncDebounce`` after the last change. Setting it starts
    /// over.
    public var asyncValidator: AnyAsyncValidator<String>? {
        didSet { rebuildValidation() }
    }

    /// The pause after the last change before ``asyncValidator`` runs; 0.3 seconds by default.
    /// Setting it starts over.
    public var asyncDebounce: Debounce = .seconds(0.3) {
        didSet { rebuildValidation() }
    }

    /// Whether the field validates itself when editing ends (``editingDidEnd(_:)`` answers
    /// `true`). `false` by default: in the Strategy article the field comes from, the view controller
    /// called `validate()` itself.
    public var validatesOnEndEditing = false

    /// When the live ``feedback`` starts showing errors; ``FeedbackTiming/afterEditing`` by
    /// default.
    public var feedbackTiming: FeedbackTiming = .afterEditing {
        didSet { validation?.feedbackTiming = feedbackTiming }
    }

    /// Which keystrokes ``decide(_:)`` refuses; ``EditFiltering/none`` by default.
    public var editFiltering: EditFiltering = .none {
        didSet {
            validation?.editFiltering = editFiltering
            reportFilteringChange()
        }
    }

    /// Whether the ``inputValidator``'s sanitizer formats the text as the user types (an
    /// `InputMask` turning "5551234567" into "(555) 123-4567", caret kept in place). `false`
    /// by default: the sanitizer then runs when the field is validated.
    public var formatsWhileTyping = false {
        didSet {
            validation?.formatter = formatter
            reportFilteringChange()
        }
    }

    /// The live decisions behind the field; `nil` without an ``inputValidator``.
    package private(set) var validation: FieldValidation?

    /// The text last reported by the adapter.
    public private(set) var text = ""

    /// The failure of the last ``validate(_:cursor:)`` or ``record(_:for:)``; `nil` when it
    /// passed or nothing was validated yet.
    public private(set) var lastError: ValidationError?

    /// Called with each new ``feedback``, for the adapter to draw.
    public var onFeedbackChange: ((FieldFeedback) -> Void)?

    /// Called with each new ``state``.
    public var onStateChange: ((ValidationState) -> Void)?

    /// Called with ``filtersEdits`` whenever it changes, so the adapter installs its
    /// keystroke hook only while there is something to filter or format.
    public var onFiltersEditsChange: ((Bool) -> Void)?

    private var reportedFiltering = false

    /// The text last validated (``validate(_:cursor:)``, ``record(_:for:)``), until ``reset()``.
    private var validatedText: String?

    /// A controller for a field that holds `text`, with no validator yet.
    public init(text: String = "") {
        self.text = text
    }

    /// A controller for a field that holds `text`, validated by `validator` — an
    /// `InputValidator` as it is, any other rule wrapped in one (a `SanitizingValidator`
    /// keeps its sanitizer, so the field shows the tidied text).
    ///
    /// ```swift
    /// let email = FieldController(.email)
    /// ```
    public convenience init(_ validator: some Validator<String>, text: String = "") {
        self.init(text: text)
        // Property observers do not run in initializers: build the validation here.
        inputValidator = InputValidator.wrapping(validator)
        rebuildValidation()
    }

    /// A controller for a field that holds `text`, validated by `validator` and, whenever
    /// that passes, by the asynchronous `check`, `debounce` after the last change.
    public convenience init(
        _ validator: some Validator<String>,
        then check: some AsyncValidator<String>,
        debounce: Debounce = .seconds(0.3),
        text: String = ""
    ) {
        self.init(validator, text: text)
        asyncDebounce = debounce
        asyncValidator = AnyAsyncValidator(check)
        rebuildValidation()
    }

    /// What the field shows now (see ``FieldFeedback``).
    public var feedback: FieldFeedback {
        validation?.feedback ?? .none
    }

    /// The real state of the text, shown or not: ``ValidationState/pristine`` without a
    /// validator, ``ValidationState/pending`` or ``ValidationState/validating`` while the
    /// ``asyncValidator`` has yet to answer, then valid or invalid.
    public var state: ValidationState {
        validation?.state ?? .pristine
    }

    /// This field's part in a form's ``ValidationSummary``: invalid when the text failed,
    /// checking while the ``asyncValidator`` has yet to answer.
    public var summary: ValidationSummary {
        ValidationSummary(isValid: !state.isInvalid, isChecking: state.isInProgress)
    }

    /// Whether the adapter must ask ``decide(_:)`` before each edit: there is a validator and
    /// it filters (``editFiltering``) or formats (``formatsWhileTyping``) keystrokes.
    public var filtersEdits: Bool {
        validation != nil && (editFiltering != .none || validation?.formatter != nil)
    }

    // MARK: Events

    /// The text became `new` on a platform that reports only the text after a change
    /// (SwiftUI): the user's change goes through ``decide(_:)`` as the smallest edit between
    /// the texts and then ``textDidChange(_:)``; a change made by code (`byUser` `false`: a
    /// value loaded, reset or set by the app) is ``textWasSet(_:)`` — never refused, never
    /// formatted, never starting the display.
    ///
    /// - Returns: The text the field must show instead of `new`: the previous text when the
    ///   edit was refused, the formatted text when it was formatted; `nil` to keep `new`.
    package func change(to new: String, byUser: Bool) -> String? {
        guard byUser else {
            textWasSet(new)
            return nil
        }
        let old = text
        guard new != old else { return nil }
        switch decide(TextEdit(changing: old, to: new)) {
        case .accept:
            textDidChange(new)
            return nil
        case .refuse:
            return old
        case .replace(let formatted):
            textDidChange(formatted.text)
            return formatted.text
        }
    }

    /// The user changed the text (typed, pasted, cut, or a formatted edit was put in place).
    public func textDidChange(_ text: String) {
        self.text = text
        validation?.textDidChange(text)
    }

    /// Code set the text: its state is known at once, nothing starts showing.
    public func textWasSet(_ text: String) {
        self.text = text
        validation?.textWasSet(text)
    }

    /// Editing ended with `text`: feedback timed ``FeedbackTiming/afterEditing`` starts
    /// showing, and a refused keystroke's message goes.
    ///
    /// - Returns: Whether the field validates now: ``validatesOnEndEditing`` with an
    ///   ``inputValidator``, and `text` not already validated — the adapter then runs its
    ///   `validate()`. Leaving a field again with the text whose failure was already
    ///   reported validates nothing, so the user is told once and never held in the field.
    public func editingDidEnd(_ text: String) -> Bool {
        self.text = text
        validation?.editingDidEnd(text)
        return validatesOnEndEditing && inputValidator != nil && text != validatedText
    }

    /// What happens to `edit`, which the user is about to make: accepted, refused (the
    /// refusal then shows as ``feedback``), or replaced by the formatted text and caret.
    public func decide(_ edit: TextEdit) -> EditDecision {
        validation?.decide(edit) ?? .accept
    }

    /// Validates `text` with the ``inputValidator`` as a field does when asked to: the
    /// validator's sanitizer tidies the text first, carrying the caret at `cursor` (UTF-16
    /// units) over, then the tidied text is checked, and the outcome shows as ``feedback``.
    /// Without a validator, every text passes unchanged.
    ///
    /// An ``asyncValidator`` starts at once (skipping its pause) and answers later through
    /// ``state``; ``validateIncludingChecks(_:)`` waits for it.
    public func validate(_ text: String, cursor: Int) -> FieldCheck {
        guard let inputValidator else {
            return FieldCheck(text: text, cursor: cursor, textChanged: false, error: nil)
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
        return FieldCheck(text: checked, cursor: caret, textChanged: checked != text, error: failure, state: state)
    }

    /// Takes the outcome of a validation the platform ran itself — UIKit's overridable
    /// `InputValidator.validateInput(_:)` — as if ``validate(_:cursor:)`` had run on `text`.
    ///
    /// - Returns: Whether the field is valid now: `false` when `failure` is not `nil`, and
    ///   also while the ``asyncValidator`` has yet to answer or when it rejected `text`.
    @discardableResult
    public func record(_ failure: ValidationError?, for text: String) -> Bool {
        self.text = text
        lastError = failure
        validatedText = text
        validation?.record(failure.map { [$0] } ?? [], for: text)
        return validation == nil || state == .valid
    }

    /// Validates `text` now and waits for the ``asyncValidator``'s answer, for a submit
    /// button.
    ///
    /// - Returns: Whether `text` passed the validator and the check; `true` without a validator.
    public func validateIncludingChecks(_ text: String) async -> Bool {
        guard let validation else { return true }
        return await validation.validateIncludingChecks(text)
    }

    /// Waits until the ``asyncValidator`` has nothing left to answer, without skipping its
    /// pause or showing anything: for tests and UI tests.
    public func waitUntilIdle() async {
        await validation?.waitUntilIdle()
    }

    /// Forgets what the user did: pristine again, nothing shown, a running check cancelled.
    public func reset() {
        lastError = nil
        validatedText = nil
        validation?.reset()
        validation?.textWasSet(text)
    }

    // MARK: Wiring

    private var formatter: AnySanitizer? {
        formatsWhileTyping ? inputValidator?.sanitizer : nil
    }

    private func rebuildValidation() {
        let previous = feedback
        validation?.onFeedbackChange = nil
        validation?.onStateChange = nil
        validation?.reset()  // cancels a running check
        lastError = nil
        validation = inputValidator.map { validator in
            if let asyncValidator {
                FieldValidation(
                    validator, then: asyncValidator, debounce: asyncDebounce,
                    feedbackTiming: feedbackTiming, editFiltering: editFiltering
                )
            } else {
                FieldValidation(validator, feedbackTiming: feedbackTiming, editFiltering: editFiltering)
            }
        }
        validation?.formatter = formatter
        validation?.onFeedbackChange = { [weak self] feedback in
            self?.onFeedbackChange?(feedback)
        }
        validation?.onStateChange = { [weak self] state in
            self?.onStateChange?(state)
        }
        validation?.textWasSet(text)
        if previous != .none, feedback == .none {
            onFeedbackChange?(.none)
        }
        reportFilteringChange()
    }

    private func reportFilteringChange() {
        guard filtersEdits != reportedFiltering else { return }
        reportedFiltering = filtersEdits
        onFiltersEditsChange?(reportedFiltering)
    }
}
