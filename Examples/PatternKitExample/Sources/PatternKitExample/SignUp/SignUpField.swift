import PatternKitUIKit

/// The fields of the sign-up form.
enum SignUpField: String, Hashable, Sendable, CaseIterable {
    case userName, email, phone, password, confirmation

    /// The form's rules, shared by the UIKit screen: each field's own rules, the
    /// confirmation, "an e-mail address or a phone number", and the server's check.
    static let form = FormValidator<SignUpField>()
        .field(.userName, CharacterClassValidator.alphanumeric.and(.length(3...20)), check: DemoAccounts.userNameIsFree)
        .field(.email, EmailValidator().ifPresent())
        .field(.phone, MaskValidator(phoneMask).ifPresent())
        .field(.password, .password(minimumLength: 10, digits: 1))
        .field(.confirmation, .required)
        .rule(.matching(.confirmation, .password))
        .rule(.atLeastOne(of: [.email, .phone]))

    /// "(555) 123-4567", formatted as the user types.
    static let phoneMask = InputMask("(###) ###-####")

    var placeholder: String {
        switch self {
        case .userName: "User name (try “alice”)"
        case .email: "E-mail"
        case .phone: "Phone"
        case .password: "Password (10+ characters, a digit)"
        case .confirmation: "Repeat the password"
        }
    }
}
