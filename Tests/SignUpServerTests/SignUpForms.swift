#if Vapor
    import Foundation
    import PatternKitValidation
    import ShowcaseKit

    /// Sign-up forms as a client sends them, and what the showcase's rules say of them.
    enum SignUpForms {
        /// A form every rule accepts.
        static let valid: [String: String] = [
            "email": "ada@example.com", "password": "Secret123", "confirmation": "Secret123",
            "cardNumber": "4111 1111 1111 1111", "userName": "ada", "birthDate": "2000-02-29", "teamSize": "3",
            "terms": "true",
        ]

        /// `valid` with `changes` applied.
        static func valid(with changes: [String: String]) -> [String: String] {
            valid.merging(changes) { _, new in new }
        }

        /// What the showcase's sign-up form, validated here in the test, says of `fields`:
        /// the errors the server must report, field by field.
        static func expectedResult(_ fields: [String: String]) async -> FormResult<SignUpField> {
            await form.validateIncludingChecks(values(fields))
        }

        static let form = SignUpRules.form(directory: SimulatedUserDirectory(delay: 0))

        /// `fields` read as the form's kinds: the team size as a number, the terms as a Boolean,
        /// the birth date as a date (text that is none stays text: the server will say so).
        static func values(_ fields: [String: String]) -> FormValues<SignUpField> {
            var values = FormValues<SignUpField>()
            for field in SignUpField.allCases {
                guard let text = fields[field.rawValue] else { continue }
                switch form.kind(of: field).read(text: text) {
                case .success(let value): values[value: field] = value
                case .failure(let error):
                    values[value: field] = .text(text)
                    values.readingErrors[field] = error
                }
            }
            return values
        }

        /// `fields` as the JSON a client of this form sends: each value as its field's kind.
        /// Keys that are no field of the form are sent as text.
        static func json(_ fields: [String: String]) -> Data {
            let typed = values(fields).jsonData(fields: SignUpField.allCases)
            let names = Set(SignUpField.allCases.map(\.rawValue))
            let extra = fields.filter { !names.contains($0.key) }
            guard !extra.isEmpty, let object = try? JSONSerialization.jsonObject(with: typed) as? [String: Any],
                let data = try? JSONSerialization.data(withJSONObject: object.merging(extra) { typed, _ in typed })
            else { return typed }
            return data
        }
    }
#endif
