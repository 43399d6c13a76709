#if Vapor
    import PatternKitValidation
    import PatternKitVapor
    import ShowcaseKit
    import Fluent

    /// The user name's check on the sign-up server: none of the reserved names (admin, root,
    /// patternkit), and no account with it in the database, whatever its case — both failing
    /// with the showcase's own "is already taken" (``SimulatedUserDirectory/takenCode``, in 16
    /// languages), so the terminal form shows the server's answer as its own.
    struct UserNameIsFree: AsyncValidator {
        private let accounts: UniqueInDatabase<Account>

        /// The check against the database `database` returns, waiting at most `timeout` for it.
        init(on database: @escaping @Sendable () -> any Database, timeout: Duration) {
            accounts = UniqueInDatabase(
                \Account.$userName, ignoringCase: true, timeout: timeout, on: database, failure: Self.taken)
        }

        func validate(_ name: String) async throws {
            if SimulatedUserDirectory.isTaken(name) { throw Self.taken(name) }
            try await accounts.validate(name)
        }

        /// "“ada” is already taken".
        @Sendable static func taken(_ name: String) -> ValidationError {
            ValidationError(
                SimulatedUserDirectory.takenCode, parameters: [.value: .string(name)],
                reason: SimulatedUserDirectory.takenMessage)
        }
    }
#endif
