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
    /// The date of birth (a `Date`): at least 16 years ago (``SignUpRules/birthDateRange(today:)``).
    case birthDate
    /// How many people will use the account (an `Int`, 1–50).
    case teamSize
    /// The terms accepted (a `Bool`, a switch that must be on).
    case terms

    /// The label shown before the field.
    package var label: String {
        switch self {
        case .email: "E-mail"
        case .password: "Password"
        case .confirmation: "Confirm"
        case .cardNumber: "Card number"
        case .userName: "User name"
        case .birthDate: "Born on"
        case .teamSize: "Team size"
        case .terms: "Terms"
        }
    }

    /// The field's name, as form errors carry it.
    package var description: String { rawValue }
}
