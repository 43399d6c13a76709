#if Vapor
    import PatternKitValidation
    import ShowcaseKit
    import Vapor

    /// The answer to a valid sign-up: who signed up (the password is never echoed).
    package struct SignUpAccepted: Content, Equatable {
        /// The user name, as sent.
        package var userName: String
        /// The e-mail address, as sent.
        package var email: String

        /// The answer for a valid form's `values`.
        package init(_ values: FormValues<SignUpField>) {
            userName = values[.userName]
            email = values[.email]
        }

        /// The answer for `userName` and `email`.
        package init(userName: String, email: String) {
            self.userName = userName
            self.email = email
        }
    }
#endif
