#if Vapor
    import PatternKitValidation
    import PatternKitVapor
    import ShowcaseKit
    import Vapor

    /// The sign-up server's routes, shared by `main.swift` and the end-to-end tests (which
    /// start it in-process on a free loopback port).
    package enum SignUpServer {
        /// Adds the routes and middleware to `app`:
        ///
        /// - `POST /signup`: the showcase's ``SignUpRules/typedForm(directory:)`` — the directory
        ///   (admin, root and patternkit are taken) is the user name's asynchronous check;
        ///   `201 Created` with ``SignUpAccepted`` when the form is valid, `422` with the wire
        ///   form when not (`400`, `413`, `415` in the wire form for a body that is no form).
        ///   JSON or URL-encoded fields.
        /// - `POST /vapor/signup`: the same checks with Vapor's `Validatable` (``VaporSignUp``),
        ///   `400` with one English reason when they fail: what the load test compares.
        /// - `POST /empty`: the load test's floor, no validation (``EmptyRoute``).
        ///
        /// Requests are logged at `requestLogLevel`; the directory answers after `directoryDelay`
        /// seconds.
        package static func configure(
            _ app: Application, directoryDelay: Double = 0, requestLogLevel: Logger.Level = .info
        ) {
            app.middleware = Middlewares()
            app.middleware.use(RouteLoggingMiddleware(logLevel: requestLogLevel))
            app.middleware.use(ErrorMiddleware.default(environment: app.environment))
            // Any route that throws a FormRejection (the server's own checks) answers 422.
            app.middleware.use(FormRejectionMiddleware())

            // The handler receives the SignUp that was validated: no second decoding of the body.
            let form = SignUpRules.typedForm(directory: SimulatedUserDirectory(delay: directoryDelay))
            app.post("signup", validating: form) { request, signUp in
                try await SignUpAccepted(signUp).encodeResponse(status: .created, for: request)
            }
            // The same checks with Vapor's own Validatable, for the load test's comparison.
            VaporSignUp.route(app)
            // No checks at all, the answer the request names: the load test's floor.
            EmptyRoute.route(app)
        }

        /// Starts a server configured by ``configure(_:directoryDelay:requestLogLevel:)`` on
        /// `host` and `port` (`0`: a free one) and returns it with the port it listens on. Stop it
        /// with ``stop(_:)``.
        package static func start(
            host: String = "127.0.0.1", port: Int = 0, requestLogLevel: Logger.Level = .debug
        ) async throws -> (app: Application, port: Int) {
            let app = try await Application.make(.testing)
            configure(app, requestLogLevel: requestLogLevel)
            do {
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

        /// Stops a server started with ``start(host:port:requestLogLevel:)``.
        package static func stop(_ app: Application) async throws {
            await app.server.shutdown()
            try await app.asyncShutdown()
        }
    }
#endif
