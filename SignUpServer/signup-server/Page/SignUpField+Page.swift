import Foundation
import PatternKitValidation
import ShowcaseKit

extension SignUpField {
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
