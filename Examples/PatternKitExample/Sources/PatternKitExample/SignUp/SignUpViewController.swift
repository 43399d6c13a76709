#if canImport(UIKit)
    import PatternKitUIKit
    import UIKit

    /// A sign-up form bound to a `FormValidator` with `FormBinding`: messages under the fields as
    /// the user types, a user-name check on a (pretend) server, a phone number formatted as it
    /// is typed, a confirmation that follows the password, a birth date picked as a calendar day
    /// (16 or older), a terms switch, and a button that validates everything and focuses the
    /// first invalid field.
    final class SignUpViewController: UIViewController {
        private var textFields: [SignUpField: CustomTextField] = [:]
        private var errorLabels: [SignUpField: UILabel] = [:]
        private let signUpButton = UIButton(type: .system)
        private let birthDatePicker = UIDatePicker()
        private let teamLabel = UILabel()
        private let teamStepper = UIStepper()
        private let termsLabel = UILabel()
        private let termsSwitch = UISwitch()
        private var binding: FormBinding<SignUpField>?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Sign up"
            view.backgroundColor = .systemBackground

            var rows: [FormStack.Row] = [.caption("An e-mail address or a phone number is enough.")]
            for field in SignUpField.textFields {
                let textField = makeTextField(for: field)
                textFields[field] = textField
                rows += [.view(textField), .view(makeErrorLabel(for: field))]
            }
            birthDatePicker.datePickerMode = .date
            birthDatePicker.maximumDate = Date()
            birthDatePicker.date = CalendarDay.pickerDate(for: SignUpField.sixteenYearsAgo)
            rows += [.caption(SignUpField.birthDate.placeholder), .view(birthDatePicker)]
            rows.append(.view(makeErrorLabel(for: .birthDate)))
            // A typed number: the stepper's value is the form's Int.
            teamStepper.minimumValue = Double(SignUpField.teamSizes.lowerBound)
            teamStepper.maximumValue = Double(SignUpField.teamSizes.upperBound)
            teamStepper.value = 1
            teamLabel.text = "\(SignUpField.teamSize.placeholder): 1"
            teamStepper.on(.valueChanged) { [weak self] stepper in
                self?.teamLabel.text = "\(SignUpField.teamSize.placeholder): \(Int(stepper.value))"
            }
            let teamRow = UIStackView(arrangedSubviews: [teamLabel, teamStepper])
            teamRow.spacing = 8
            rows += [.view(teamRow), .view(makeErrorLabel(for: .teamSize))]
            let termsRow = UIStackView(arrangedSubviews: [termsLabel, termsSwitch])
            termsLabel.text = SignUpField.terms.placeholder
            termsRow.spacing = 8
            rows += [.view(termsRow), .view(makeErrorLabel(for: .terms))]
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
                // The typed fields: the day picked (as midnight UTC of it) and the switch.
                .bind(birthDatePicker, to: .birthDate, presenter: presenters[.birthDate])
                .bind(teamStepper, to: .teamSize, presenter: presenters[.teamSize])
                .bind(termsSwitch, to: .terms, presenter: presenters[.terms])
            binding.onValidityChange = { [weak self] isValid in
                self?.signUpButton.isEnabled = isValid
            }
            self.binding = binding
            view.onTap { [weak self] in
                self?.view.endEditing(true)
            }
        }

        /// The red line under a field's control that its presenter writes into.
        private func makeErrorLabel(for field: SignUpField) -> UILabel {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .systemRed
            label.numberOfLines = 0
            label.isHidden = true
            errorLabels[field] = label
            return label
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
            case .birthDate, .teamSize, .terms:
                break  // not text fields
            }
            textField.shouldReturn { field in
                field.resignFirstResponder()
            }
            return textField
        }

        private func signUp() async {
            guard let binding else { return }
            signUpButton.isEnabled = false
            let result = await binding.validateIncludingChecks()
            signUpButton.isEnabled = binding.isValid
            guard result.isValid else { return }
            let name = binding.values[.userName]
            let welcome = UIAlertController(title: "Welcome, \(name)!", message: nil, preferredStyle: .alert)
            welcome.addAction(UIAlertAction(title: ValidationInterfaceText.ok.localized(), style: .default))
            present(welcome, animated: true)
        }
    }
#endif
