import Foundation
import PatternKitValidation

/// The sign-up form's strategies, all from PatternKitValidation: each field holds validator
/// objects, the confirmation is a rule across fields, the card number is formatted by a
/// sanitizer, and the user name is checked by an asynchronous validator.
///
/// ```swift
/// let session = FormSession(SignUpRules.form(directory: SimulatedUserDirectory()))
/// session.update(.email, to: "ada@")
/// session.state(of: .email)   // .invalid: "The input is not a valid e-mail address"
/// ```
package enum SignUpRules {
    /// At least 8 characters (at most 64), an uppercase letter and a digit.
    package static let passwordPolicy = PasswordPolicyValidator(minimumLength: 8, uppercase: 1, digits: 1)

    /// How the card number is written while it is typed.
    package static let cardMask = InputMask("#### #### #### ####")

    /// What the card field does with each edit: digits of every script become ASCII digits,
    /// then ``cardMask`` lays them out — with the mask's own editing rules (Backspace over a
    /// space deletes the digit before it), which a chain keeps.
    package static let cardFormatter: some Sanitizer = .digitsOnly.then(cardMask)

    /// The pause after the last keystroke before the user name is checked, in seconds.
    package static let debounceSeconds = 0.3

    /// The simulated server's round trip, in seconds.
    package static let directoryDelay = 1.0

    /// The user name's own rules, checked before the directory is asked.
    package static let userNameRules = RequiredValidator.required
        .and(LengthValidator(3...20))
        .and(CharacterClassValidator.alphanumeric)

    /// The form: e-mail, password, confirmation (must match the password), an optional card
    /// number, and a user name that `directory` must find free — the same rules in the
    /// terminal and on the sign-up server. Without a directory the user name has its own
    /// rules only: a form that submits to the server, which answers whether it is free.
    /// `today` gives the day a birth date is judged on (read at each validation, so a
    /// long-running server stays right).
    /// The sign-up server passes its database's checks: `directory` for the user name and
    /// `emailCheck` for the e-mail address (no account has it yet).
    package static func form(
        directory: (any AsyncValidator<String>)?, emailCheck: (any AsyncValidator<String>)? = nil,
        today: @escaping @Sendable () -> Date = { Date() }
    ) -> FormValidator<SignUpField> {
        let emailRules = RequiredValidator.required.and(EmailValidator.email)
        let form =
            (emailCheck.map { FormValidator<SignUpField>().field(.email, emailRules, check: $0) }
            ?? FormValidator<SignUpField>().field(.email, emailRules))
            .field(.password, passwordPolicy)
            .field(.confirmation, RequiredValidator.required)
            .field(.cardNumber, PaymentCardValidator().ifPresent())
        let withUserName =
            directory.map { form.field(.userName, userNameRules, check: $0) } ?? form.field(.userName, userNameRules)
        return
            withUserName
            .field(
                .birthDate, as: Date.self,
                AnyValidator<Date> { date throws(ValidationError) in
                    try RangeValidator(birthDateRange(today: today())).validate(date)
                }
            )
            .field(.teamSize, as: Int.self, .range(teamSizes))
            .field(.terms, as: Bool.self, .mustBeOn)
            .rule(.matching(.confirmation, .password))
    }

    /// The team sizes the form accepts.
    package static let teamSizes = 1...50

    /// The birth dates the form accepts on `today` (a moment; its calendar day in UTC counts):
    /// from 1 January 1900 to the same day 16 years earlier — "at least 16 years old".
    package static func birthDateRange(today: Date) -> ClosedRange<Date> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let day = calendar.startOfDay(for: today)
        let latest = calendar.date(byAdding: .year, value: -16, to: day) ?? day
        let earliest = calendar.date(from: DateComponents(year: 1900, month: 1, day: 1)) ?? latest
        return earliest...latest
    }

    /// What the form shows for each field in its note line: the strategy it holds. With
    /// `server` (`showcase --server`), the user name has no check of its own: the server
    /// says whether it is free when the form is sent, from the accounts it keeps in its
    /// database (SQLite, or PostgreSQL with `DATABASE_URL`).
    package static func strategy(of field: SignUpField, server: Bool = false) -> String {
        switch field {
        case .userName where server: "Sign up sends it; the server's SQLite or PostgreSQL accounts say if it is free"
        case .email: ".required.and(.email): an EmailValidator, RFC 5322 as people type it"
        case .password: "PasswordPolicyValidator(minimumLength: 8, uppercase: 1, digits: 1)"
        case .confirmation: ".required, and FormRule.matching(.confirmation, .password) across fields"
        case .cardNumber: ".digitsOnly.then(InputMask(\"#### #### #### ####\")) · .paymentCard.ifPresent()"
        case .userName: "3–20 letters/digits, then an AsyncValidator (1 s; admin/root/patternkit taken)"
        case .birthDate: ".field(.birthDate, as: Date.self, RangeValidator(…)): at least 16 years old; type YYYY-MM-DD"
        case .teamSize: ".field(.teamSize, as: Int.self, .range(1...50)): a whole number"
        case .terms: ".field(.terms, as: Bool.self, .mustBeOn): Space or Enter turns it on"
        }
    }
}
