#if Vapor
    import Fluent
    import FluentPostgresDriver
    import FluentSQL
    import FluentSQLiteDriver
    import PatternKitValidation
    import PatternKitVapor
    import ShowcaseKit
    import Vapor

    /// The sign-up server's store and routes, shared by `main.swift` and the end-to-end tests
    /// (which start it in-process on a free loopback port).
    package enum SignUpServer {
        /// Sets `app` up: its database (``AccountStore``: SQLite or PostgreSQL, migrated), its
        /// password hasher, middleware and routes:
        ///
        /// - `POST /signup`: the showcase's ``SignUpRules/typedForm(directory:emailCheck:)``,
        ///   whose user name must be free in the `accounts` table (and none of the reserved
        ///   admin, root and patternkit) and whose e-mail address must have no account, each
        ///   whatever its case (PatternKitVapor's `UniqueInDatabase`); the account stored with
        ///   its password's Bcrypt hash, `201 Created` with ``SignUpAccepted`` (its id). `422`
        ///   with the wire form when the form is not valid — also when a concurrent sign-up
        ///   took the name first and the unique index refused the insert; `503` in the wire
        ///   form when the database cannot be reached or the checks take longer than
        ///   `checkTimeout`, `429` when a client ran the checks more often than `checkLimit`
        ///   allows (`400`, `413`, `415` for a body that is no form). JSON or URL-encoded
        ///   fields. The user name and e-mail checks run only for a form valid in every other
        ///   respect.
        ///   A browser (an `Accept` that prefers `text/html`: PatternKitVapor's
        ///   `Request.prefersHTML`) gets pages instead: `201` with a welcome page, or the form again
        ///   with the failures beside its fields (``SignUpPage``), with the same statuses.
        /// - `GET /signup`: the form as an HTML page, in the request's `Accept-Language`
        ///   (``SignUpPage``), posting URL-encoded fields to `POST /signup` without JavaScript.
        /// - `POST /vapor/signup`: the same checks and insert with Vapor's `Validatable`
        ///   (``VaporSignUpRoute``): what the load test compares.
        /// - `POST /empty`: the load test's floor, no validation (``EmptyRoute``).
        ///
        /// Requests are logged at `requestLogLevel`; a check waits at most `checkTimeout` for
        /// the database, and so do the form's checks together. With `checkLimit`, one client may
        /// run `/signup`'s checks at most `maximum` times per `window` (PatternKitVapor's
        /// `CheckRateLimitMiddleware`: `429` past it).
        package static func configure(
            _ app: Application, store: AccountStore, passwordCost: Int = 12, checkTimeout: Duration = .seconds(5),
            checkLimit: (maximum: Int, window: Duration)? = nil, requestLogLevel: Logger.Level = .info
        ) async throws {
            let database: @Sendable () -> any Database
            switch store {
            case .sqlite(let path):
                app.databases.use(.sqlite(.file(path), connectionPoolTimeout: .seconds(10)), as: .sqlite)
                // SQLite has one writer at a time: every query goes through one connection (one
                // event loop's pool), so requests queue in order instead of retrying against each
                // other's locks.
                let loop = app.eventLoopGroup.next()
                let logger = app.logger
                database = { app.databases.database(.sqlite, logger: logger, on: loop) ?? app.db }
                // On that connection: write-ahead logging (a check reads while an insert writes,
                // and a commit needs no fsync of its own), and a lock held elsewhere waits at
                // most `checkTimeout`, then fails (503), instead of retrying forever.
                if let sql = database() as? any SQLDatabase {
                    let milliseconds =
                        checkTimeout.components.seconds * 1_000
                        + checkTimeout.components.attoseconds / 1_000_000_000_000_000
                    try await sql.raw("PRAGMA journal_mode = WAL").run()
                    try await sql.raw("PRAGMA synchronous = NORMAL").run()
                    try await sql.raw("PRAGMA busy_timeout = \(unsafeRaw: String(milliseconds))").run()
                }
            case .postgres(let url):
                app.databases.use(
                    try .postgres(url: url, maxConnectionsPerEventLoop: 8, connectionPoolTimeout: .seconds(5)),
                    as: .psql)
                database = { app.db }
            }
            app.migrations.add(CreateAccounts())
            try await app.autoMigrate()
            app.passwords.use(.bcrypt(cost: passwordCost))

            app.middleware = Middlewares()
            app.middleware.use(RouteLoggingMiddleware(logLevel: requestLogLevel))
            app.middleware.use(ErrorMiddleware.default(environment: app.environment))
            // Any route that throws a FormRejection (the server's own checks) answers 422.
            app.middleware.use(FormRejectionMiddleware())

            // The handler receives the SignUp that was validated: no second decoding of the body.
            let form = SignUpRules.typedForm(
                directory: UserNameIsFree(on: database, timeout: checkTimeout),
                emailCheck: UniqueInDatabase(\Account.$email, ignoringCase: true, timeout: checkTimeout, on: database))
            let limited: any RoutesBuilder =
                checkLimit.map { app.grouped(CheckRateLimitMiddleware(maximum: $0.maximum, per: $0.window)) } ?? app
            // The form as a page, for a browser (``SignUpPage``): what it posts is read and
            // checked by the same route as JSON; only the answer to a browser is a page.
            let constraints = SignUpPage.constraints(of: form.validator)
            app.get("signup") { request in
                let language = pageLanguage(request)
                return Response.htmlPage(
                    SignUpPage(form: form.validator, language: language, constraints: constraints).html,
                    language: language)
            }
            let page: @Sendable (Request, FormRejection, FormValues<SignUpField>?) -> String = {
                request, rejection, values in
                SignUpPage(
                    form: form.validator, language: pageLanguage(request), constraints: constraints, values: values,
                    rejection: rejection
                )
                .html
            }
            // The form's rules for every other client (a web app, an Android app): its JSON Schema.
            SchemaRoute.route(app, schema: form.jsonSchema(title: "Sign-up form"))
            limited.post("signup", validating: form, checkTimeout: checkTimeout, page: page) { request, signUp in
                let account = Account(
                    userName: signUp.userName, email: signUp.email,
                    passwordHash: try await request.password.async.hash(signUp.password),
                    birthDate: signUp.birthDate, teamSize: signUp.teamSize)
                // The unique indexes decide a race: a lost one is answered 422 by the route.
                try await account.create(on: database())
                if request.prefersHTML {
                    let language = pageLanguage(request)
                    return Response.htmlPage(
                        SignUpPage.success(userName: signUp.userName, language: language), status: .created,
                        language: language)
                }
                return try await SignUpAccepted(signUp, id: account.id).encodeResponse(status: .created, for: request)
            }
            // The same checks and insert with Vapor's own Validatable, for the load test.
            VaporSignUpRoute.route(app, database: database)
            // No checks at all, the answer the request names: the load test's floor.
            EmptyRoute.route(app)
        }

        /// The language of `request`'s page: the one its `Accept-Language` gets messages in.
        private static func pageLanguage(_ request: Request) -> String {
            let header = request.headers[.acceptLanguage]
            return AcceptLanguage(header.isEmpty ? nil : header.joined(separator: ", ")).messageLanguage
        }

        /// Starts a server configured by
        /// ``configure(_:store:passwordCost:checkTimeout:checkLimit:requestLogLevel:)`` on `host`
        /// and `port` (`0`: a free one) and returns it with the port it listens on. Stop it with
        /// ``stop(_:)``.
        package static func start(
            store: AccountStore, host: String = "127.0.0.1", port: Int = 0, passwordCost: Int = 4,
            checkTimeout: Duration = .seconds(5), checkLimit: (maximum: Int, window: Duration)? = nil,
            requestLogLevel: Logger.Level = .debug
        ) async throws -> (app: Application, port: Int) {
            let app = try await Application.make(.testing)
            // The migrations' progress is not news in a test's log; its warnings and errors are.
            app.logger.logLevel = .notice
            do {
                try await configure(
                    app, store: store, passwordCost: passwordCost, checkTimeout: checkTimeout, checkLimit: checkLimit,
                    requestLogLevel: requestLogLevel)
                try await app.server.start(address: .hostname(host, port: port))
                guard let bound = app.http.server.shared.localAddress?.port else {
                    throw Abort(.internalServerError, reason: "The server did not say which port it listens on")
                }
                return (app, bound)
            } catch {
                await app.server.shutdown()
                try await app.asyncShutdown()
                throw error
            }
        }

        /// Stops a server started with
        /// ``start(store:host:port:passwordCost:checkTimeout:checkLimit:requestLogLevel:)``.
        package static func stop(_ app: Application) async throws {
            await app.server.shutdown()
            try await app.asyncShutdown()
        }
    }
#endif
