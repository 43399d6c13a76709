// Case (b), SwiftValidator: the same two checks as the article's validators (digits only,
// ASCII letters only, empty passes), checked when editing ends, a failure shown in the same
// alert. SwiftValidator presents nothing itself, so the alert is this app's code.
import SwiftValidator  // footprint: library import
import UIKit

final class ProbeViewController: UIViewController, UITextFieldDelegate {
    private let numericField = UITextField()
    private let alphaField = UITextField()
    private let validator = Validator()

    override func viewDidLoad() {
        super.viewDidLoad()
        validator.registerField(
            numericField, rules: [RegexRule(regex: "^[0-9]*$", message: "The input can contain only numerical values")])
        validator.registerField(
            alphaField, rules: [RegexRule(regex: "^[a-zA-Z]*$", message: "The input can contain only letters")])
        for field in [numericField, alphaField] {
            field.delegate = self
            view.addSubview(field)
        }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        validator.validateField(textField) { error in
            guard let error else { return }
            let alert = UIAlertController(
                title: "Input Validation Failed", message: error.errorMessage, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
}

@MainActor
func makeProbeViewController() -> UIViewController {
    ProbeViewController()
}
