// Case (b), PatternKit: the article's two validated fields. Each `CustomTextField` holds the
// article's validator and is checked when editing ends; a failure shows the article's alert.
import PatternKitValidationUIKit  // footprint: library import
import UIKit

final class ProbeViewController: UIViewController, UITextFieldDelegate {
    private let numericField = CustomTextField()
    private let alphaField = CustomTextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        numericField.inputValidator = NumericInputValidator()
        alphaField.inputValidator = AlphaInputValidator()
        for field in [numericField, alphaField] {
            field.delegate = self
            view.addSubview(field)
        }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        (textField as? CustomTextField)?.validate()
    }
}

@MainActor
func makeProbeViewController() -> UIViewController {
    ProbeViewController()
}
