#if Vapor
    public import PatternKitValidation
    public import Vapor

    extension RoutesBuilder {
        /// Adds a route whose request must parse as `form` before `handler` runs, and hands
        /// the handler the app's own value — exactly what was validated. A refusal is answered
        /// in the wire form (`ValidationFailureReport`), in the request's `Accept-Language`,
        /// without ``FormRejectionMiddleware``.
        ///
        /// ```swift
        /// app.on(.PUT, "profile", validating: Profile.form) { request, profile in
        ///     try await profiles.save(profile)
        ///     return HTTPStatus.noContent
        /// }
        /// ```
        ///
        /// The form is read from the query string (`GET`, `HEAD`) or the body (JSON or
        /// URL-encoded fields) as ``Vapor/Request/validatedValues(_:maxBodySize:)`` describes;
        /// the body is streamed and read up to `maxBodySize` (64 KB unless set), whatever
        /// `app.routes.defaultMaxBodySize` says. A `FormRejection` that `handler` throws (the
        /// server's own checks) is answered the same way.
        @discardableResult
        public func on<Field, Output, Answer: AsyncResponseEncodable>(
            _ method: HTTPMethod, _ path: PathComponent..., validating form: TypedForm<Field, Output>,
            maxBodySize: ByteCount = "64kb",
            use handler: @Sendable @escaping (Request, Output) async throws -> Answer
        ) -> Route {
            validatingRoute(method, path) { request in
                try await handler(request, request.parse(form, maxBodySize: maxBodySize)).encodeResponse(for: request)
            }
        }

        /// Adds a `POST` route that hands `handler` the app's own value, parsed and validated
        /// by `form` (see ``on(_:_:validating:maxBodySize:use:)``).
        ///
        /// ```swift
        /// app.post("signup", validating: SignUp.form) { request, signUp in
        ///     if try await users.exists(signUp.userName) {
        ///         throw FormRejection(field: SignUpField.userName, error: ValidationError(.userNameTaken))
        ///     }
        ///     return SignUpAccepted(signUp)
        /// }
        /// ```
        @discardableResult
        public func post<Field, Output, Answer: AsyncResponseEncodable>(
            _ path: PathComponent..., validating form: TypedForm<Field, Output>, maxBodySize: ByteCount = "64kb",
            use handler: @Sendable @escaping (Request, Output) async throws -> Answer
        ) -> Route {
            validatingRoute(.POST, path) { request in
                try await handler(request, request.parse(form, maxBodySize: maxBodySize)).encodeResponse(for: request)
            }
        }

        /// Adds a `POST` route whose form must pass `form` before `handler` runs, and hands it
        /// the validated values as the rules judged them, each text tidied by its rules'
        /// sanitizer (see ``on(_:_:validating:maxBodySize:use:)``; a `TypedForm` hands the
        /// app's own type instead).
        @discardableResult
        public func post<Field, Answer: AsyncResponseEncodable>(
            _ path: PathComponent..., validating form: FormValidator<Field>, maxBodySize: ByteCount = "64kb",
            use handler: @Sendable @escaping (Request, FormValues<Field>) async throws -> Answer
        ) -> Route {
            validatingRoute(.POST, path) { request in
                try await handler(request, request.validatedValues(form, maxBodySize: maxBodySize))
                    .encodeResponse(for: request)
            }
        }

        private func validatingRoute(
            _ method: HTTPMethod, _ path: [PathComponent],
            _ respond: @Sendable @escaping (Request) async throws -> Response
        ) -> Route {
            on(method, path, body: .stream) { request async throws -> Response in
                do {
                    return try await respond(request)
                } catch let rejection as FormRejection {
                    return try rejection.response(for: request)
                }
            }
        }
    }
#endif
