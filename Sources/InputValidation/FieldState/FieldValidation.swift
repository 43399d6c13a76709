/// The validation of one text field, without the field: every decision a validated field
/// makes — which keystrokes to refuse, when to start showing errors, what to show — so
/// that UIKit's `CustomTextField`, the SwiftUI `validated(by:)` modifier and the terminal
/// text field only forward their events here and draw ``feedback``.
///
/// ```swift
/// let validation = FieldValidation(NumericInputValidator(), filtering: .invalidCharacters)
/// validation.onFeedbackChange = { feedback in render(feedback) }
///
/// validation.filter(TextEdit(text: "12", range: NSRange(location: 2, length: 0), replacement: "a"))
/// // the 1001 error: the keystroke is refused, and feedback is .invalid(that error)
/// validation.textDidChange("123")   // feedback .none: the user is still typing
/// validation.editingDidEnd("123")   // feedback .valid
/// validation.validate("12a")        // false; feedback .invalid(…)
/// ```
///
/// **When feedback shows.** A field starts silent (``FieldFeedback/none``). It starts
/// showing its errors according to ``timing`` — from the first change, once editing ended,
/// or only after ``validate(_:)`` — and from then on follows every change, so an error
/// goes away as soon as the user fixes it. A refused keystroke is always shown, until
/// the text changes or editing ends.
@MainActor
public final class FieldValidation {
    /// The rule the text must pass.
    public let validator: AnyValidator<String>

    /// When the field starts showing its errors.
    public var timing: FeedbackTiming

    /// Which keystrokes ``filter(_:)`` refuses.
    public var filtering: EditFiltering

    /// The text last seen, or `nil` while the field is pristine (before any change, and
    /// after ``reset()``).
    public private(set) var text: String?

    /// Every failure of ``text``; empty when it passed or nothing was seen yet.
    public private(set) var failures: [ValidationError] = []

    /// Whether the field shows its errors (see ``timing``).
    public private(set) var isShowingFeedback = false

    /// What the field shows now; ``onFeedbackChange`` reports every change.
    public private(set) var feedback: FieldFeedback = .none {
        didSet {
            if feedback != oldValue { onFeedbackChange?(feedback) }
        }
    }

    /// Called with each new ``feedback``.
    public var onFeedbackChange: ((FieldFeedback) -> Void)?

    /// A field validated by `validator`.
    ///
    /// - Parameters:
    ///   - validator: The rule the text must pass.
    ///   - timing: When the field starts showing its errors.
    ///   - filtering: Which keystrokes to refuse.
    public init(
        _ validator: some Validator<String>,
        timing: FeedbackTiming = .afterEditing,
        filtering: EditFiltering = .none
    ) {
        self.validator = AnyValidator(validator)
        self.timing = timing
        self.filtering = filtering
    }

    /// Whether ``text`` passed (`true` while pristine: nothing is wrong yet).
    public var isValid: Bool {
        failures.isEmpty
    }

    // MARK: Events

    /// Asks whether `edit` may change the text: the error that refuses it (then shown as
    /// ``feedback`` until the text changes or editing ends), or `nil` when it may happen.
    public func filter(_ edit: TextEdit) -> ValidationError? {
        guard let error = filtering.check(edit, against: validator) else { return nil }
        feedback = .invalid(error)
        return error
    }

    /// Asks whether the text may change from `old` to `new`, for platforms that report
    /// only the text after an edit (SwiftUI): ``filter(_:)`` with the smallest edit that
    /// turns `old` into `new` (see ``TextEdit/init(changing:to:)``).
    public func filter(changing old: String, to new: String) -> ValidationError? {
        filter(TextEdit(changing: old, to: new))
    }

    /// The user changed the text (typed, pasted, cut). The same text again changes nothing,
    /// so a refused keystroke stays shown.
    public func textDidChange(_ text: String) {
        guard text != self.text else { return }
        if timing == .whileEditing { isShowingFeedback = true }
        update(text)
    }

    /// The text was set by code — loaded, restored, or there when the field appeared: its
    /// failures are known at once (``isValid``), but nothing starts showing. A field that
    /// shows its feedback already shows the new text's.
    public func textWasSet(_ text: String) {
        update(text)
    }

    /// Editing ended with `text`.
    public func editingDidEnd(_ text: String) {
        if timing != .onValidate { isShowingFeedback = true }
        update(text)
    }

    /// Validates `text` now and shows the result, whatever ``timing`` says; for a submit
    /// button or the end of editing.
    ///
    /// - Returns: Whether `text` passed.
    @discardableResult
    public func validate(_ text: String) -> Bool {
        record(validator.failures(text), for: text)
    }

    /// Takes the outcome of a validation run elsewhere as if ``validate(_:)`` had run: an
    /// adapter calls it when the platform validated the text itself (UIKit's
    /// `InputValidator.validateInput(_:)`, which may rewrite the text first).
    ///
    /// - Returns: Whether `failures` is empty.
    @discardableResult
    public func record(_ failures: [ValidationError], for text: String) -> Bool {
        isShowingFeedback = true
        self.text = text
        self.failures = failures
        feedback = currentFeedback
        return failures.isEmpty
    }

    /// Forgets the text and hides the feedback: the field is pristine again.
    public func reset() {
        text = nil
        failures = []
        isShowingFeedback = false
        feedback = .none
    }

    // MARK: Deciding

    private func update(_ text: String) {
        if text != self.text {
            self.text = text
            failures = validator.failures(text)
        }
        feedback = currentFeedback
    }

    /// What the field shows for ``failures`` now.
    private var currentFeedback: FieldFeedback {
        guard isShowingFeedback else { return .none }
        return failures.first.map(FieldFeedback.invalid) ?? .valid
    }
}
