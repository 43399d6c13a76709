#if canImport(UIKit)
    import PatternKitValidation
    import PatternKitSwiftUI
    import SwiftUI
    import UIKit

    /// The sign-up form in SwiftUI, the same form as the UIKit screen: one `FormSession` owns
    /// every field — user name checked on the pretend server, e-mail or phone (masked as it is
    /// typed), password and its confirmation, a birth date (16 or older), a team size and the terms —
    /// whether or not its row is on screen. Nothing is said before the user leaves a field (a
    /// date picked or a switch flipped shows its message at once); Return moves to the next
    /// field; Sign up validates everything, waits for the server, focuses the first field to fix
    /// and scrolls it into view. Sign up is disabled while it runs. Each row is a `FormRow`: a
    /// keystroke redraws its own row, and the view redraws only when the form's status changes.
    @MainActor
    struct SignUpView: View {
        @StateObject private var form = SignUpView.makeForm()
        @FocusState private var focus: SignUpField?
        @State private var outcome: String?

        /// The UIKit screen's rules, with the phone mask applied as the user types and
        /// characters a field never takes refused as they are typed.
        static func makeForm() -> FormSession<SignUpField> {
            let form = FormSession(
                SignUpField.form, values: SignUpField.initialValues,
                options: FieldOptions(editFiltering: .invalidCharacters))
            form.formatters[.phone] = AnySanitizer(DigitsSanitizer.digitsOnly.then(SignUpField.phoneMask))
            return form
        }

        var body: some View {
            ScrollViewReader { proxy in
                form(proxy)
            }
        }

        private func form(_ proxy: ScrollViewProxy) -> some View {
            Form {
                Section(footer: Text("Letters and digits, 3 to 20 of them.")) {
                    field(.userName)
                }
                Section(footer: Text("An e-mail address or a phone number.")) {
                    field(.email).keyboardType(.emailAddress)
                    field(.phone).keyboardType(.phonePad)
                }
                Section {
                    field(.password)
                    field(.confirmation)
                }
                Section {
                    // Typed fields: the day picked, stored as midnight UTC of it, and a switch.
                    FormRow(.birthDate, in: form) {
                        DatePicker(
                            SignUpField.birthDate.placeholder,
                            selection: form.binding(for: .birthDate, default: SignUpField.sixteenYearsAgo),
                            in: ...Date(), displayedComponents: .date)
                    }
                    // A typed number: the stepper's Int is the form's value.
                    FormRow(.teamSize, in: form) {
                        Stepper(
                            "\(SignUpField.teamSize.placeholder): \(form.value(of: .teamSize).text)",
                            value: form.binding(for: .teamSize, default: 1), in: SignUpField.teamSizes)
                    }
                    FormRow(.terms, in: form) {
                        Toggle(SignUpField.terms.placeholder, isOn: form.binding(for: .terms))
                    }
                }
                Section {
                    Button("Sign up", action: submit)
                        .disabled(form.isSubmitting)
                    if form.isSubmitting {
                        ProgressView()
                    }
                    if let outcome {
                        Text(outcome)
                    }
                }
            }
            .textInputAutocapitalization(.never)
            .disableAutocorrection(true)
            .focused($focus, in: form)
            .onSubmit { if !form.focusNextField() { submit() } }
            .onChange(of: form.fieldToReveal) { reveal in
                if let reveal { withAnimation { proxy.scrollTo(reveal.field) } }
            }
            .navigationTitle("Sign up")
        }

        /// One field: bound to the form, focusable, its message under it.
        private func field(_ field: SignUpField) -> some View {
            FormRow(field, in: form) {
                Group {
                    if field == .password || field == .confirmation {
                        SecureField(field.placeholder, text: form.binding(for: field))
                    } else {
                        TextField(field.placeholder, text: form.binding(for: field))
                    }
                }
                .focused($focus, equals: field)
                .submitLabel(field == .confirmation ? .join : .next)
            }
        }

        /// Validates every field, waits for the server, and focuses (and reveals) the first
        /// field to fix; a second tap while it runs does nothing.
        private func submit() {
            outcome = nil
            Task {
                await form.submit { values in
                    outcome = "Welcome, \(values[.userName])!"
                }
            }
        }

        /// The view in a hosting controller, for the UIKit menu.
        static func hosted() -> UIViewController {
            UIHostingController(rootView: SignUpView())
        }
    }
#endif
