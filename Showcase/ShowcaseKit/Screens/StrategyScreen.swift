import PatternKitValidation

/// The Strategy screen: the Strategy article's two fields, each holding a validator object
/// (`NumericInputValidator`, `AlphaInputValidator`) and checked when focus leaves it; a
/// failure shows an alert with the error's description and reason.
///
/// Below them is the sign-up form (``SignUpFormView``): e-mail, password and confirmation,
/// a card number formatted by a mask, and a user name with an asynchronous availability
/// check, each showing its state once you leave it, and a Sign up button enabled only while the
/// whole form is valid.
@MainActor
package final class StrategyScreen: TUIView, ShowcaseScreen {
    /// "Strategy".
    package let title = "Strategy"
    /// Digits only.
    package let numericField = TUICustomTextField()
    /// Letters only.
    package let lettersField = TUICustomTextField()
    /// What the checks say: every field that fails now, one line each; otherwise the last success.
    package let status = TUILabel(text: StrategyScreen.statusHint)

    private static let statusHint = "Type, then press Tab: each field checks itself as focus leaves it."
    /// The failure each field has now (its line in ``status``), by field.
    private var failures: [ObjectIdentifier: String] = [:]
    /// The sign-up form.
    package let signUp: SignUpFormView

    private let intro = TUILabel(
        text: "Strategy: each field holds a validator object instead of a switch on which field it is.")
    private let numericLabel = TUILabel(text: "Numbers only   NumericInputValidator")
    private let lettersLabel = TUILabel(text: "Letters only   AlphaInputValidator")

    /// The screen with empty fields; the sign-up form's debounce and simulated server wait
    /// on `clock`, or on real time when it is `nil`; with `server`, the form submits there.
    package init(clock: VirtualClock? = nil, server: SignUpServerClient? = nil) {
        signUp = SignUpFormView(clock: clock, server: server)
        super.init()
        numericField.inputValidator = NumericInputValidator()
        lettersField.inputValidator = AlphaInputValidator()
        numericField.accessibilityIdentifier = "numeric"
        lettersField.accessibilityIdentifier = "letters"
        for field in [numericField, lettersField] {
            field.options.validatesOnEndEditing = true
            field.validationHandler = { [weak self] field, error in
                self?.report(field: field, error: error)
            }
        }
        intro.numberOfLines = 2
        status.numberOfLines = 2
        addSubviews(intro, numericLabel, numericField, lettersLabel, lettersField, status, signUp)
    }

    /// The numeric field.
    package var initialFocus: TUIView? { numericField }

    private func report(field: TUICustomTextField, error: ValidationError?) {
        let name = field === numericField ? "Numbers" : "Letters"
        if let error {
            failures[ObjectIdentifier(field)] = "✗ \(name): \(error.failureReason ?? "invalid") (code \(error.code))"
        } else {
            failures[ObjectIdentifier(field)] = nil
        }
        // Every field that fails now stays listed until it is fixed, whichever was checked last.
        let current = [numericField, lettersField].compactMap { failures[ObjectIdentifier($0)] }
        if !current.isEmpty {
            status.text = current.joined(separator: "\n")
            status.textColor = .red
        } else if !field.text.isEmpty {
            status.text = "✓ \(name): \"\(field.text)\" is valid"
            status.textColor = .green
        } else {
            status.text = Self.statusHint
            status.textColor = .default
        }
    }

    override package func layoutSubviews() {
        let width = frame.width
        intro.frame = TUIRect(x: 1, y: 0, width: width - 2, height: 2)
        // Compact rows: the sign-up form below needs 13 of the 20 an 80×24 terminal leaves.
        numericLabel.frame = TUIRect(x: 1, y: 2, width: 38, height: 1)
        numericField.frame = TUIRect(x: 40, y: 2, width: 24, height: 1)
        lettersLabel.frame = TUIRect(x: 1, y: 3, width: 38, height: 1)
        lettersField.frame = TUIRect(x: 40, y: 3, width: 24, height: 1)
        status.frame = TUIRect(x: 1, y: 4, width: width - 2, height: 2)
        signUp.frame = TUIRect(x: 1, y: 6, width: width - 2, height: max(0, frame.height - 6))
    }
}
