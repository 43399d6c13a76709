import Foundation
import PatternKitValidation
import ShowcaseKit

extension SignUpField {
    /// What `SignUpRules.form` says of this field that a browser can check, written out by
    /// hand from the rules (to be read from the form's JSON Schema): only what the browser can
    /// never refuse while the server accepts. Not set, because unsure or untrue: `type="email"`
    /// (it refuses `Dörte@Sörensen.example`), the password's most characters (a browser counts
    /// UTF-16 code units), anything on the card number (its rules tidy what was typed first).
    /// `required` wherever the server refuses an empty field: all but the card number.
    /// The youngest birth date is the one of `today`.
    func constraints(today: Date) -> FieldConstraints {
        switch self {
        case .email: FieldConstraints(format: .email, isRequired: true)
        case .password: FieldConstraints(format: .password, isRequired: true, minimumLength: 8)
        case .confirmation: FieldConstraints(format: .password, isRequired: true)
        case .cardNumber: FieldConstraints()
        case .userName:
            FieldConstraints(
                isRequired: true, minimumLength: 3, maximumLength: 20, isASCII: true, pattern: "[A-Za-z0-9]+")
        case .birthDate:
            FieldConstraints(
                format: .date, isRequired: true, minimum: .date(SignUpRules.birthDateRange(today: today).lowerBound),
                maximum: .date(SignUpRules.birthDateRange(today: today).upperBound))
        case .teamSize:
            FieldConstraints(
                format: .integer, isRequired: true, minimum: .integer(SignUpRules.teamSizes.lowerBound),
                maximum: .integer(SignUpRules.teamSizes.upperBound))
        case .terms: FieldConstraints(format: .checkbox, isRequired: true)
        }
    }

    /// The `autocomplete` token a browser fills the field from.
    var autocomplete: String {
        switch self {
        case .email: "email"
        case .password, .confirmation: "new-password"
        case .cardNumber: "cc-number"
        case .userName: "username"
        case .birthDate: "bday"
        case .teamSize, .terms: "off"
        }
    }

    /// Whether the page writes back what was sent for this field: never a password.
    var isEchoed: Bool {
        self != .password && self != .confirmation
    }
}
