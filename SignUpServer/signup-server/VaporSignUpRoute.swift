#if Vapor
    import Fluent
    import FluentSQL
    import ShowcaseKit
    import Vapor

    /// `POST /vapor/signup`: the sign-up as a Vapor app writes it without PatternKit — Vapor's
    /// `Validatable` (``VaporSignUp``), a query of its own for the taken user name and e-mail
    /// address, then the same insert as `POST /signup`. What the load test compares with.
    enum VaporSignUpRoute {
        /// Adds the route to `routes`, storing in the database `database` returns (the one
        /// `POST /signup` stores in): `201 Created` with the account's id, or Vapor's `400`
        /// (`{"error": true, "reason": …}`) with one English reason.
        static func route(_ routes: some RoutesBuilder, database: @escaping @Sendable () -> any Database) {
            routes.post("vapor", "signup") { request -> Response in
                try VaporSignUp.validate(content: request)
                let form = try request.content.decode(VaporSignUp.self)
                guard form.confirmation == form.password else {
                    throw Abort(.badRequest, reason: "confirmation does not match password")
                }
                guard let birthDate = form.birthDay else { throw Abort(.badRequest, reason: "birthDate is not a date") }
                guard !SimulatedUserDirectory.isTaken(form.userName) else {
                    throw Abort(.badRequest, reason: "userName is already taken")
                }
                for (field, value) in [("user_name", form.userName), ("email", form.email)] {
                    let taken = try await Account.query(on: database())
                        .filter(.sql(embed: "lower(\(ident: field)) = lower(\(bind: value))")).count()
                    if taken > 0 { throw Abort(.badRequest, reason: "\(field) is already taken") }
                }
                let account = Account(
                    userName: form.userName, email: form.email,
                    passwordHash: try await request.password.async.hash(form.password), birthDate: birthDate,
                    teamSize: form.teamSize)
                do {
                    try await account.create(on: database())
                } catch let error as any DatabaseError where error.isConstraintFailure {
                    throw Abort(.badRequest, reason: "userName or email is already taken")
                }
                return try await SignUpAccepted(id: account.id, userName: form.userName, email: form.email)
                    .encodeResponse(status: .created, for: request)
            }
        }
    }
#endif
