#if Vapor
    import Vapor

    /// The sign-up form checked the way a Vapor app checks it without PatternKit: Vapor's own
    /// `Validatable`, English only, its failures one `400 Bad Request` reason. The load test
    /// (`Benchmarks/server-load/run`) measures it beside `POST /signup`.
    ///
    /// The same checks as ``SignUpRules``, as far as Vapor's validators go: an e-mail address;
    /// a password of 8–64 characters with an uppercase letter and a digit; the confirmation
    /// equal to it; an optional card number of digits and spaces (no Luhn check); a user name
    /// of 3–20 letters or digits that is not taken; a birth date (ISO 8601 day) at least 16
    /// years ago; a team size of 1–50; the terms accepted.
    package struct VaporSignUp: Content, Validatable {
        /// An e-mail address.
        package var email: String
        /// 8–64 characters, an uppercase letter and a digit.
        package var password: String
        /// The password again.
        package var confirmation: String
        /// Digits and spaces, or absent.
        package var cardNumber: String?
        /// 3–20 letters or digits, not taken.
        package var userName: String
        /// `YYYY-MM-DD`, at least 16 years ago.
        package var birthDate: String
        /// 1–50.
        package var teamSize: Int
        /// `true`.
        package var terms: Bool

        /// Vapor's checks of each field (the confirmation and the taken names are checked by the
        /// sign-up server's `/vapor/signup` route: `Validatable` sees one field at a time).
        package static func validations(_ validations: inout Validations) {
            validations.add("email", as: String.self, is: .email)
            validations.add(
                "password", as: String.self,
                is: .count(8...64)
                    && .custom("contains an uppercase letter") { $0.contains(where: \.isUppercase) }
                    && .custom("contains a digit") { $0.contains(where: \.isNumber) })
            validations.add("confirmation", as: String.self, is: !.empty)
            validations.add(
                "cardNumber", as: String?.self, is: .nil || .characterSet(.decimalDigits + .whitespaces),
                required: false)
            validations.add("userName", as: String.self, is: .count(3...20) && .alphanumeric)
            validations.add(
                "birthDate", as: String.self,
                is: .custom("is a date at least 16 years ago") { text in
                    guard let date = ISO8601DateFormatter.day.date(from: text) else { return false }
                    return SignUpRules.birthDateRange(today: Date()).contains(date)
                })
            validations.add("teamSize", as: Int.self, is: .range(SignUpRules.teamSizes))
            validations.add("terms", as: Bool.self, is: .custom("is accepted") { $0 })
        }

        /// ``birthDate`` as midnight UTC; `nil` when it is no date.
        package var birthDay: Date? {
            ISO8601DateFormatter.day.date(from: birthDate)
        }
    }

    extension ISO8601DateFormatter {
        /// Reads `YYYY-MM-DD` as midnight UTC.
        fileprivate static var day: ISO8601DateFormatter {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withFullDate]
            return formatter
        }
    }
#endif
