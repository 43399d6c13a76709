#if Vapor
    import Fluent
    import Foundation

    /// An account the sign-up server stored: one row of `accounts`. The password is kept only
    /// as its Bcrypt hash; the card number is not kept at all.
    final class Account: Model, @unchecked Sendable {
        static let schema = "accounts"

        @ID(key: .id) var id: UUID?
        /// The user name as sent; unique whatever its case (`accounts_user_name_key`).
        @Field(key: "user_name") var userName: String
        /// The e-mail address as sent; unique whatever its case (`accounts_email_key`).
        @Field(key: "email") var email: String
        /// The password's Bcrypt hash (`$2b$…`), never the password.
        @Field(key: "password_hash") var passwordHash: String
        @Field(key: "birth_date") var birthDate: Date
        @Field(key: "team_size") var teamSize: Int
        @Timestamp(key: "created_at", on: .create) var createdAt: Date?

        init() {}

        init(userName: String, email: String, passwordHash: String, birthDate: Date, teamSize: Int) {
            self.userName = userName
            self.email = email
            self.passwordHash = passwordHash
            self.birthDate = birthDate
            self.teamSize = teamSize
        }
    }
#endif
