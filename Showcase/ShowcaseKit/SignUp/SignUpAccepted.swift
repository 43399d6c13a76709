#if Vapor
    import PatternKitValidation
    import Vapor

    /// The answer to a valid sign-up: who signed up (the password is never echoed).
    package struct SignUpAccepted: Content, Equatable {
        /// The user name, as sent.
        package var userName: String
        /// The e-mail address, as sent.
        package var email: String

        /// The answer for a valid sign-up.
        package init(_ signUp: SignUp) {
            userName = signUp.userName
            email = signUp.email
        }

        /// The answer for `userName` and `email`.
        package init(userName: String, email: String) {
            self.userName = userName
            self.email = email
        }
    }
#endif
