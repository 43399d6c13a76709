/// The fields of the Strategy screen's sign-up form, in screen order.
package enum SignUpField: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// An e-mail address (`.email`).
    case email
    /// A password meeting ``SignUpRules/passwordPolicy``.
    case password
    /// The password again (a rule across fields).
    case confirmation
    /// A payment card number, typed through ``SignUpRules/cardFormatter`` (optional).
    case cardNumber
    /// A user name, checked for availability by a ``SimulatedUserDirectory``.
    case userName

    /// The label shown before the field.
    package var label: String {
        switch self {
        case .email: "E-mail"
        case .password: "Password"
        case .confirmation: "Confirm"
        case .cardNumber: "Card number"
        case .userName: "User name"
        }
    }

    /// The field's name, as form errors carry it.
    package var description: String { rawValue }
}
