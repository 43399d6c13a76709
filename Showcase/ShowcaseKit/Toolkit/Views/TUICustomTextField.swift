import Foundation
import PatternKitHandlers
import PatternKitValidation

/// A text field that holds a validator object and checks itself, the terminal twin of
/// UIKit's `CustomTextField`: the same options with the same names and defaults, because
/// both only forward their events to PatternKitValidation's `FieldController`, which makes every
/// decision.
///
/// ``validate()`` runs the ``inputValidator`` on the text — after its sanitizer, if it has
/// one, tidied it (the tidied text is shown whether or not it passed) — and, when it fails,
/// presents an alert whose title is the error's description and whose message is its
/// failure reason, with an "OK" button (PatternKitValidation's `ValidationAlert`, localized like
/// the messages).
///
/// ```swift
/// let field = TUICustomTextField()
/// field.inputValidator = NumericInputValidator()
/// field.options.validatesOnEndEditing = true
/// // Type "12a", press Tab: "Input Validation Failed" / "The input can contain only numerical values"
/// ```
///
/// Live feedback, keystroke filtering, formatting while typing and asynchronous checks work
/// as in UIKit: set ``options`` (``FieldOptions``) or
/// ``asyncValidator``; ``feedback`` and ``validationState`` follow the text, and the field
/// underlines itself in red while its feedback shows an error.
@MainActor
package final class TUICustomTextField: TUITextField {
    /// The decisions behind the field.
    package let controller = FieldController()

    /// The strategy that checks the text; `nil` accepts everything. Setting it starts a new
    /// validation (pristine, nothing shown).
    package var inputValidator: InputValidator? {
        get { controller.inputValidator }
        set { controller.inputValidator = newValue }
    }

    /// How the field behaves: its controller's options, the ``FieldOptions`` UIKit's
    /// `CustomTextField` and SwiftUI's fields take too, with the same defaults.
    package var options: FieldOptions {
        get { controller.options }
        set { controller.options = newValue }
    }

    /// A check that needs to wait, run whenever the ``inputValidator`` passes.
    package var asyncValidator: AnyAsyncValidator<String>? {
        get { controller.asyncValidator }
        set { controller.asyncValidator = newValue }
    }

    /// Whether closing the failure alert puts focus back in the field. Default `false`: as in
    /// the Strategy article, the field validates when editing *ended* and never holds the user — after
    /// "OK", focus goes where Tab was heading and the field stays marked invalid until fixed.
    package var returnsFocusOnFailure = false

    /// Runs after each ``validate()`` with its error (`nil` when the text passed).
    package var validationHandler: ((TUICustomTextField, ValidationError?) -> Void)?

    /// Called with the field and its new ``validationState`` whenever it changes.
    package var onStateChange: ((TUICustomTextField, ValidationState) -> Void)?

    /// The last failure of ``validate()``, or `nil` when the text passed (or was never checked).
    package var lastError: ValidationError? { controller.lastError }

    /// What the field shows now.
    package var feedback: FieldFeedback { controller.feedback }

    /// The real state of the text, shown or not.
    package var validationState: ValidationState { controller.state }

    private var editFilterToken: HandlerToken?
    /// Set while the field puts text in place that is the user's change, not code's.
    private var isApplyingUserText = false

    /// A field holding `text`, with no validator yet.
    override package init(text: String = "", placeholder: String? = nil, frame: TUIRect = .zero) {
        super.init(text: text, placeholder: placeholder, frame: frame)
        controller.textWasSet(text)
        controller.onFeedbackChange = { [weak self] _ in self?.setNeedsDisplay() }
        controller.onStateChange = { [weak self] state in
            guard let self else { return }
            onStateChange?(self, state)
        }
        controller.onFiltersEditsChange = { [weak self] filters in self?.filterEdits(filters) }
        addHandler(for: .editingChanged) { field in field.controller.textDidChange(field.text) }
    }

    /// The text. Setting it in code updates the validation without starting to show errors.
    override package var text: String {
        didSet {
            if !isApplyingUserText { controller.textWasSet(text) }
        }
    }

    /// Validates the text (see the type's discussion); on failure presents the alert.
    ///
    /// - Returns: Whether the text passed; `true` without a validator.
    @discardableResult
    package func validate() -> Bool {
        let validated = controller.validate(text, cursor: selectedRange.location)
        if validated.wasTidied { show(validated.text, cursor: validated.cursor) }
        validationHandler?(self, validated.error)
        if let alert = validated.alert { present(alert) }
        return validated.isValid
    }

    /// Validates like ``validate()`` and waits for the ``asyncValidator``'s answer.
    package func validateIncludingChecks() async -> Bool {
        guard validate() else { return false }
        return await controller.validateIncludingChecks(text)
    }

    /// Forgets what the user did: pristine again, nothing shown, a running check cancelled.
    package func resetValidation() {
        controller.reset()
    }

    override package func didResignFocus() {
        super.didResignFocus()
        if controller.editingDidEnd(text) { validate() }
    }

    override package func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        guard case .invalid = feedback, frame.width > 0 else { return }
        canvas.draw("[", x: 0, y: 0, style: TextStyle(foreground: .red, isBold: isFirstResponder))
        canvas.draw("]", x: frame.width - 1, y: 0, style: TextStyle(foreground: .red, isBold: isFirstResponder))
    }

    // MARK: Carrying out decisions

    private func present(_ content: ValidationAlert) {
        let alert = TUIAlertController(title: content.title, message: content.message)
        alert.addAction(
            TUIAlertAction(title: content.dismissTitle, style: .cancel) { [weak self] _ in
                guard let self, returnsFocusOnFailure else { return }
                becomeFirstResponder()
            })
        window?.present(alert)
    }

    /// Shows text the user's action produced (sanitized or formatted), caret included.
    private func show(_ newText: String, cursor: Int) {
        isApplyingUserText = true
        text = newText
        isApplyingUserText = false
        selectedRange = NSRange(location: cursor, length: 0)
    }

    private func filterEdits(_ filters: Bool) {
        if filters, editFilterToken?.isActive != true {
            editFilterToken = addHandler(for: .shouldChangeText) { field, edit in field.shouldApply(edit) }
        } else if !filters {
            editFilterToken?.cancel()
            editFilterToken = nil
        }
    }

    private func shouldApply(_ edit: TextEdit) -> Bool {
        switch controller.decide(edit) {
        case .accept:
            return true
        case .refuse:
            return false
        case .replace(let formatted):
            let changed = formatted.text != text
            show(formatted.text, cursor: formatted.cursor)
            if changed { sendActions(for: .editingChanged) }
            return false
        }
    }
}
