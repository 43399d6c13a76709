import Foundation
import PatternKitUIKit

/// The fields of the sign-up form.
enum SignUpField: String, Hashable, Sendable, CaseIterable {
    case userName, email, phone, password, confirmation, birthDate, teamSize, terms

    /// The fields typed into, in order; the birth date, the team size and the terms have
    /// controls of their own.
    static let textFields: [SignUpField] = [.userName, .email, .phone, .password, .confirmation]

    /// The last birthday of someone turning 16 today, as a date field holds a day: born on it
    /// or before, the user is old enough. The server's rule is the same.
    static let sixteenYearsAgo = CalendarDay.storedDate(
        for: Calendar.current.date(byAdding: .year, value: -16, to: Date()) ?? Date())

    /// The form's rules, shared by the UIKit and SwiftUI screens: each field's own rules, the
    /// confirmation, "an e-mail address or a phone number", the server's check, a birth date
    /// at least 16 years ago, a team size (a whole number, 1–50) and the terms accepted.
    static let form = FormValidator<SignUpField>()
        .field(.userName, CharacterClassValidator.alphanumeric.and(.length(3...20)), check: DemoAccounts.userNameIsFree)
        .field(.email, EmailValidator().ifPresent())
        .field(.phone, MaskValidator(phoneMask).ifPresent())
        .field(.password, .password(minimumLength: 10, digits: 1))
        .field(.confirmation, .required)
        .rule(.matching(.confirmation, .password))
        .field(.birthDate, as: Date.self, .atMost(sixteenYearsAgo))
        .field(.teamSize, as: Int.self, .range(teamSizes))
        .field(.terms, as: Bool.self, .mustBeOn)
        .rule(.atLeastOne(of: [.email, .phone]))

    /// How many people the account is for: a stepper's range, and the field's rule.
    static let teamSizes = 1...50

    /// The values a new form starts from: a team of one.
    static let initialValues = FormValues<SignUpField>(typed: [.teamSize: .integer(1)])

    /// "(555) 123-4567", formatted as the user types.
    static let phoneMask = InputMask("(###) ###-####")

    var placeholder: String {
        switch self {
        case .userName: "User name (try “alice”)"
        case .email: "E-mail"
        case .phone: "Phone"
        case .password: "Password (10+ characters, a digit)"
        case .confirmation: "Repeat the password"
        case .birthDate: "Birth date (16 or older)"
        case .teamSize: "Team size"
        case .terms: "I accept the terms"
        }
    }
}
