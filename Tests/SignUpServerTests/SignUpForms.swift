#if Vapor
    import PatternKitValidation
    import ShowcaseKit

    /// Sign-up forms as a client sends them, and what the showcase's rules say of them.
    enum SignUpForms {
        /// A form every rule accepts.
        static let valid: [String: String] = [
            "email": "ada@example.com", "password": "Secret123", "confirmation": "Secret123",
            "cardNumber": "4111 1111 1111 1111", "userName": "ada",
        ]

        /// `valid` with `changes` applied.
        static func valid(with changes: [String: String]) -> [String: String] {
            valid.merging(changes) { _, new in new }
        }

        /// What the showcase's sign-up form, validated here in the test, says of `fields`:
        /// the errors the server must report, field by field.
        static func expectedResult(_ fields: [String: String]) async -> FormResult<SignUpField> {
            var values = FormValues<SignUpField>()
            for field in SignUpField.allCases { values[field] = fields[field.rawValue] ?? "" }
            return await SignUpRules.form(directory: SimulatedUserDirectory(delay: 0)).validateIncludingChecks(values)
        }
    }
#endif
