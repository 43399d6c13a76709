#if Vapor
    import PatternKitValidation
    import Vapor

    /// The answer to a valid sign-up: the new account's id and who signed up (the password is
    /// never echoed).
    package struct SignUpAccepted: Content, Equatable {
        /// The stored account's id.
        package var id: UUID?
        /// The user name, as sent.
        package var userName: String
        /// The e-mail address, as sent.
        package var email: String

        /// The answer for a valid sign-up, stored as the account `id`.
        package init(_ signUp: SignUp, id: UUID?) {
            self.id = id
            userName = signUp.userName
            email = signUp.email
        }

        /// The answer for `userName` and `email`, stored as the account `id`.
        package init(id: UUID?, userName: String, email: String) {
            self.id = id
            self.userName = userName
            self.email = email
        }
    }
#endif
