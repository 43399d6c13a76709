import Foundation
import PatternKitValidation

/// A sign-up as the app and the server receive it once ``SignUpRules/form(directory:emailCheck:today:)``
/// accepted it: decoded from the validated values themselves (``SignUpRules/typedForm(directory:emailCheck:)``),
/// never from the request a second time.
package struct SignUp: Decodable, Sendable, Equatable {
    /// The e-mail address.
    package var email: String
    /// The password.
    package var password: String
    /// The password again (equal to ``password``).
    package var confirmation: String
    /// The card number as formatted, `""` when none was given.
    package var cardNumber: String
    /// The user name.
    package var userName: String
    /// The date of birth (midnight UTC of the day).
    package var birthDate: Date
    /// How many people will use the account.
    package var teamSize: Int
    /// Whether the terms were accepted (always `true` once valid).
    package var terms: Bool
}

extension SignUpRules {
    /// ``form(directory:emailCheck:today:)`` producing a ``SignUp``: what the sign-up server's route hands its
    /// handler.
    package static func typedForm(
        directory: (any AsyncValidator<String>)?, emailCheck: (any AsyncValidator<String>)? = nil
    ) -> TypedForm<SignUpField, SignUp> {
        form(directory: directory, emailCheck: emailCheck).producing(SignUp.self)
    }
}
