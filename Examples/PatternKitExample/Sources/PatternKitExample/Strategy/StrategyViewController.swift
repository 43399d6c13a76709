#if canImport(UIKit)
    import PatternKitUIKit
    import UIKit

    /// The article's screen: a field that accepts only digits and one that accepts only letters,
    /// each a `CustomTextField` holding its validator; the controller is their delegate and
    /// validates a field when editing ends — the alert comes from `CustomTextField.validate()`.
    ///
    /// In the article both fields were Interface Builder outlets with their validators connected
    /// as outlets too; here the same objects are made in code.
    final class StrategyViewController: UIViewController, UITextFieldDelegate {
        let numericTextField = CustomTextField()
        let alphaTextField = CustomTextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Strategy"
            view.backgroundColor = .systemBackground

            numericTextField.inputValidator = NumericInputValidator()
            numericTextField.placeholder = "Digits only"
            numericTextField.keyboardType = .numbersAndPunctuation
            alphaTextField.inputValidator = AlphaInputValidator()
            alphaTextField.placeholder = "Letters only"

            for field in [numericTextField, alphaTextField] {
                field.borderStyle = .roundedRect
                field.delegate = self
            }
            let stack = FormStack(rows: [
                .caption("Each field validates itself with its strategy when editing ends."),
                .view(numericTextField),
                .view(alphaTextField),
            ])
            stack.install(in: view)
        }

        // MARK: UITextFieldDelegate

        func textFieldDidEndEditing(_ textField: UITextField) {
            (textField as? CustomTextField)?.validate()
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
        }
    }
#endif
