#if canImport(UIKit)
    import PatternKitUIKit
    import UIKit

    /// A sign-up form bound to a `FormValidator` with `FormBinding`: messages under the fields as
    /// the user types, a user-name check on a (pretend) server, a phone number formatted as it
    /// is typed, a confirmation that follows the password, and a button that validates
    /// everything and focuses the first invalid field.
    final class SignUpViewController: UIViewController {
        private var textFields: [SignUpField: CustomTextField] = [:]
        private var errorLabels: [SignUpField: UILabel] = [:]
        private let signUpButton = UIButton(type: .system)
        private var binding: FormBinding<SignUpField>?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Sign up"
            view.backgroundColor = .systemBackground

            var rows: [FormStack.Row] = [.caption("An e-mail address or a phone number is enough.")]
            for field in SignUpField.allCases {
                let textField = makeTextField(for: field)
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .footnote)
                label.textColor = .systemRed
                label.numberOfLines = 0
                label.isHidden = true
                textFields[field] = textField
                errorLabels[field] = label
                rows += [.view(textField), .view(label)]
            }
            signUpButton.setTitle("Sign up", for: .normal)
            signUpButton.isEnabled = false
            signUpButton.onTap { [weak self] in
                Task { await self?.signUp() }
            }
            rows.append(.view(signUpButton))
            FormStack(rows: rows).install(in: view)

            let presenters = errorLabels.mapValues { label -> ValidationPresenter in
                .combining([.errorLabel(label), .announcement])
            }
            let binding = FormBinding(SignUpField.form, fields: textFields, presenters: presenters)
            binding.onValidityChange = { [weak self] isValid in
                self?.signUpButton.isEnabled = isValid
            }
            self.binding = binding
            view.onTap { [weak self] in
                self?.view.endEditing(true)
            }
        }

        private func makeTextField(for field: SignUpField) -> CustomTextField {
            let textField = CustomTextField()
            textField.borderStyle = .roundedRect
            textField.placeholder = field.placeholder
            textField.autocapitalizationType = .none
            textField.autocorrectionType = .no
            // The form presents every field; the text fields' own presenter stays quiet.
            textField.validationPresenter = nil
            switch field {
            case .email:
                textField.keyboardType = .emailAddress
            case .phone:
                textField.keyboardType = .phonePad
                textField.inputValidator = InputValidator(
                    MaskValidator(SignUpField.phoneMask), sanitizer: SignUpField.phoneMask)
                textField.formatsWhileTyping = true
            case .password, .confirmation:
                textField.isSecureTextEntry = true
            case .userName:
                textField.editFiltering = .invalidCharacters
                textField.inputValidator = InputValidator(CharacterClassValidator.alphanumeric)
            }
            textField.shouldReturn { field in
                field.resignFirstResponder()
            }
            return textField
        }

        private func signUp() async {
            guard let binding else { return }
            signUpButton.isEnabled = false
            let result = await binding.validateAll()
            signUpButton.isEnabled = binding.isValid
            guard result.isValid else { return }
            let name = binding.values[.userName]
            let welcome = UIAlertController(title: "Welcome, \(name)!", message: nil, preferredStyle: .alert)
            welcome.addAction(UIAlertAction(title: ValidationInterfaceText.ok.localized(), style: .default))
            present(welcome, animated: true)
        }
    }
#endif
