import InputValidation

/// A text field that holds a validator object, shaped like the seed's `CustomTextField`:
/// ``validate()`` runs the ``inputValidator`` on the text and, when it fails, presents an
/// alert whose title is the error's description and whose message is its failure reason,
/// with an "OK" button — InputValidation's `ValidationAlert`, localized like the messages.
///
/// By default it validates itself when editing ends — when focus leaves the field.
///
/// ```swift
/// let field = TUICustomTextField()
/// field.inputValidator = NumericInputValidator()
/// // Type "12a", press Tab: "Input Validation Failed" / "The input can contain only numerical values"
/// ```
@MainActor
public final class TUICustomTextField: TUITextField {
    /// The strategy that checks the text; `nil` accepts everything.
    public var inputValidator: InputValidator?
    /// Whether the field validates itself when focus leaves it. Default `true`.
    public var validatesWhenEditingEnds = true
    /// Whether closing the failure alert puts focus back in the field, so the input can be
    /// fixed at once. Default `true`.
    public var returnsFocusOnFailure = true
    /// Runs after each validation with its error (`nil` when the text passed).
    public var validationHandler: ((TUICustomTextField, ValidationError?) -> Void)?
    /// The last failure, or `nil` when the text passed (or was never checked).
    public private(set) var lastError: ValidationError?

    /// Validates the text; on failure presents the alert and returns `false`.
    @discardableResult
    public func validate() -> Bool {
        guard let inputValidator else { return true }
        do {
            try inputValidator.validate(text)
            lastError = nil
            validationHandler?(self, nil)
            return true
        } catch {
            lastError = error
            validationHandler?(self, error)
            presentAlert(for: error)
            return false
        }
    }

    /// Presents the seed's alert, in the words of InputValidation's `ValidationAlert` — the
    /// same title, message and localized "OK" as UIKit's `CustomTextField`.
    private func presentAlert(for error: ValidationError) {
        let content = ValidationAlert(error)
        let alert = TUIAlertController(title: content.title, message: content.message)
        alert.addAction(TUIAlertAction(title: content.dismissTitle, style: .cancel) { [weak self] _ in
            guard let self, returnsFocusOnFailure else { return }
            becomeFirstResponder()
        })
        window?.present(alert)
    }

    override public func didResignFocus() {
        super.didResignFocus()
        if validatesWhenEditingEnds { validate() }
    }
}
