/// The live part of ``FieldController``, the one public field state machine: which keystrokes
/// to refuse, when to start showing errors, what to show. Not a second machine for adapters:
/// they drive the controller, which owns one of these per validator.
///
/// ```swift
/// let validation = FieldValidation(NumericInputValidator(), editFiltering: .invalidCharacters)
/// validation.onFeedbackChange = { feedback in render(feedback) }
///
/// validation.decide(TextEdit(text: "12", range: NSRange(location: 2, length: 0), replacement: "a"))
/// // .refuse(the 1001 error), and feedback is .invalid(that error)
/// validation.textDidChange("123")   // feedback .none: the user is still typing
/// validation.editingDidEnd("123")   // feedback .valid
/// validation.validate("12a")        // false; feedback .invalid(…)
/// ```
///
/// **Asynchronous checks.** Give the field a check that needs to wait ("is this user name
/// still free?") and it runs, in a ``ValidationSession``, whenever the synchronous rules
/// pass: after the ``Debounce`` pause, cancelled when the text changes again, never
/// reporting a stale answer. Meanwhile ``state`` is ``ValidationState/pending`` or
/// ``ValidationState/validating`` and the feedback ``FieldFeedback/checking``.
///
/// ```swift
/// let userName = FieldValidation(
///     CharacterClassValidator.alphanumeric,
///     then: AnyAsyncValidator(failingWith: taken) { name in try await api.isFree(name) },
///     debounce: .seconds(0.3)
/// )
/// ```
///
/// **When feedback shows.** A field starts silent (``FieldFeedback/none``). It starts
/// showing its errors according to ``feedbackTiming`` — from the first change, once editing ended,
/// or only after ``validate(_:)`` — and from then on follows every change, so an error
/// goes away as soon as the user fixes it. A refused keystroke is always shown, until
/// the text changes or editing ends. ``state`` is the real state, shown or not.
@MainActor
package final class FieldValidation {
    /// The synchronous rules the text must pass.
    package let validator: AnyValidator<String>

    /// When the field starts showing its errors.
    package var feedbackTiming: FeedbackTiming

    /// Which keystrokes ``decide(_:)`` refuses.
    package var editFiltering: EditFiltering

    /// Formats the text as the user types (an `InputMask`, say): ``decide(_:)`` then answers
    /// every edit with the formatted text and caret. `nil` (the default) formats nothing.
    package var formatter: AnySanitizer?

    /// The text last seen, or `nil` while the field is pristine (before any change, and
    /// after ``reset()``).
    package private(set) var text: String?

    /// The real state of ``text``, whether it is shown or not: ``ValidationState/pristine``
    /// before any text, then valid or invalid — or, while an asynchronous check has yet to
    /// answer, ``ValidationState/pending`` or ``ValidationState/validating``.
    package private(set) var state: ValidationState = .pristine {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Whether the field shows its errors (see ``feedbackTiming``).
    package private(set) var isShowingFeedback = false

    /// What the field shows now; ``onFeedbackChange`` reports every change.
    package private(set) var feedback: FieldFeedback = .none {
        didSet {
            if feedback != oldValue { onFeedbackChange?(feedback) }
        }
    }

    /// Called with each new ``feedback``.
    package var onFeedbackChange: ((FieldFeedback) -> Void)?

    /// Called with each new ``state``.
    package var onStateChange: ((ValidationState) -> Void)?

    /// The asynchronous check's session, when the field has one.
    private let session: ValidationSession<String>?

    /// The synchronous rules' failures for ``text``.
    private var failures: [ValidationError] = []

    /// A field validated by `validator`.
    ///
    /// - Parameters:
    ///   - validator: The rule the text must pass.
    ///   - feedbackTiming: When the field starts showing its errors.
    ///   - editFiltering: Which keystrokes to refuse.
    package init(
        _ validator: some Validator<String>,
        feedbackTiming: FeedbackTiming = .afterEditing,
        editFiltering: EditFiltering = .none
    ) {
        self.validator = AnyValidator(validator)
        self.feedbackTiming = feedbackTiming
        self.editFiltering = editFiltering
        session = nil
    }

    /// A field validated by `validator` and, whenever that passes, by the asynchronous
    /// `check`, after `debounce`.
    ///
    /// - Parameters:
    ///   - validator: The synchronous rules, which answer at once.
    ///   - check: The check that needs to wait, such as a server's answer.
    ///   - debounce: The pause after the last change before `check` starts.
    ///   - feedbackTiming: When the field starts showing its errors.
    ///   - editFiltering: Which keystrokes to refuse.
    package init(
        _ validator: some Validator<String>,
        then check: some AsyncValidator<String>,
        debounce: Debounce = .none,
        feedbackTiming: FeedbackTiming = .afterEditing,
        editFiltering: EditFiltering = .none
    ) {
        self.validator = AnyValidator(validator)
        self.feedbackTiming = feedbackTiming
        self.editFiltering = editFiltering
        let session = ValidationSession(check, debounce: debounce)
        self.session = session
        session.onChange = { [weak self] _ in self?.checkDidChange() }
    }

    /// Whether nothing is wrong with ``text`` so far: `true` while pristine and when valid,
    /// `false` when invalid or while an asynchronous check has yet to answer.
    package var isValid: Bool {
        state == .valid || state == .pristine
    }

    /// This field's part in a form's ``ValidationSummary``.
    package var summary: ValidationSummary {
        ValidationSummary(isValid: !state.isInvalid, isChecking: state.isInProgress)
    }

    // MARK: Events

    /// Decides what happens to `edit`, which the user is about to make: with a
    /// ``formatter``, the formatted result replaces it; otherwise ``editFiltering`` may refuse it
    /// (the refusal is then shown as ``feedback`` until the text changes or editing ends).
    package func decide(_ edit: TextEdit) -> EditDecision {
        if let formatter {
            return EditDecision(formatting: edit, with: formatter)
        }
        guard let error = editFiltering.check(edit, against: validator) else { return .accept }
        feedback = .invalid(error)
        return .refuse(error)
    }

    /// Decides what happens when the text is about to change from `old` to `new`, for
    /// platforms that report only the text after an edit (SwiftUI): ``decide(_:)`` with the
    /// smallest edit between them (see `TextEdit(changing:to:)`).
    package func decide(changing old: String, to new: String) -> EditDecision {
        decide(TextEdit(changing: old, to: new))
    }

    /// The user changed the text (typed, pasted, cut). The same text again changes nothing,
    /// so a refused keystroke stays shown.
    package func textDidChange(_ text: String) {
        guard text != self.text else { return }
        startShowing(on: .textChanged)
        update(text)
    }

    /// The text was set by code — loaded, restored, or there when the field appeared: its
    /// ``state`` is known at once, but nothing starts showing. A field that shows its
    /// feedback already shows the new text's.
    package func textWasSet(_ text: String) {
        startShowing(on: .textSet)
        update(text)
    }

    /// Editing ended with `text`.
    package func editingDidEnd(_ text: String) {
        startShowing(on: .editingEnded)
        update(text)
    }

    /// Validates `text` now and shows the result, whatever ``feedbackTiming`` says; for a submit
    /// button or the end of editing. An asynchronous check skips the rest of its pause.
    ///
    /// - Returns: Whether `text` is valid now: `false` when it failed, and also while the
    ///   asynchronous check has yet to answer (see ``validateIncludingChecks(_:)``).
    @discardableResult
    package func validate(_ text: String) -> Bool {
        record(validator.failures(text), for: text)
    }

    /// Validates `text` now, shows the result, and waits for the asynchronous check's answer.
    ///
    /// - Returns: Whether `text` passed every rule and the check. `false` also when the text
    ///   changed while the check ran (the answer would be about the old text).
    package func validateIncludingChecks(_ text: String) async -> Bool {
        validate(text)
        await session?.settle()
        return self.text == text && state == .valid
    }

    /// Takes the outcome of synchronous rules run elsewhere as if ``validate(_:)`` had run:
    /// an adapter calls it when the platform validated the text itself (UIKit's
    /// `InputValidator.validateInput(_:)`, which may rewrite the text first). The
    /// asynchronous check, if any, still runs when `failures` is empty.
    ///
    /// - Returns: Whether the text is valid now (see ``validate(_:)``).
    @discardableResult
    package func record(_ failures: [ValidationError], for text: String) -> Bool {
        startShowing(on: .validated)
        apply(failures, to: text)
        session?.skipPause()
        return state == .valid
    }

    /// Forgets the text, cancels a running check and hides the feedback: the field is
    /// pristine again.
    package func reset() {
        text = nil
        failures = []
        session?.reset()
        isShowingFeedback = false
        state = .pristine
        feedback = .none
    }

    /// Waits until the asynchronous check has nothing left to answer.
    package func waitUntilIdle() async {
        await session?.waitUntilIdle()
    }

    // MARK: Deciding

    /// Starts showing feedback when ``feedbackTiming`` says `event` does.
    private func startShowing(on event: FeedbackTiming.Event) {
        if feedbackTiming.startsShowing(on: event) { isShowingFeedback = true }
    }

    private func update(_ text: String) {
        if text != self.text {
            apply(validator.failures(text), to: text)
        } else {
            feedback = currentFeedback
        }
    }

    /// Makes `failures` the synchronous outcome for `text`, starting or cancelling the
    /// asynchronous check to match.
    private func apply(_ failures: [ValidationError], to text: String) {
        self.text = text
        self.failures = failures
        session?.follow(text, rulesPass: failures.isEmpty)
        refresh()
    }

    private func checkDidChange() {
        refresh()
    }

    private func refresh() {
        if !failures.isEmpty {
            state = .invalid(failures)
        } else if text == nil {
            state = .pristine
        } else if let session {
            state = session.checkState
        } else {
            state = .valid
        }
        feedback = currentFeedback
    }

    /// What the field shows for ``state`` now.
    private var currentFeedback: FieldFeedback {
        guard isShowingFeedback else { return .none }
        return FieldFeedback(state)
    }
}
