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
        ///
        /// When `handler`'s write to the database fails, the route answers for it:
        /// - a constraint refused the row — a unique index, when a concurrent request took the
        ///   same user name between the form's check and the insert — and the form's checks,
        ///   asked again, now find the value taken: their failure, `422`, exactly what the
        ///   check gives a later request (``UniqueInDatabase``);
        /// - the database is down or slow (a Fluent `DatabaseError` other than a syntax or
        ///   constraint error, a connection pool that gave no connection in time): `503` with
        ///   `serviceUnavailable` (1585), the cause only in the request's log. A check that
        ///   could not be done answers the same.
        @discardableResult
        public func on<Field, Output, Answer: AsyncResponseEncodable>(
            _ method: HTTPMethod, _ path: PathComponent..., validating form: TypedForm<Field, Output>,
            maxBodySize: ByteCount = "64kb",
            use handler: @Sendable @escaping (Request, Output) async throws -> Answer
        ) -> Route {
            typedRoute(method, path, form: form, maxBodySize: maxBodySize, use: handler)
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
            typedRoute(.POST, path, form: form, maxBodySize: maxBodySize, use: handler)
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
            validatingRoute(.POST, path, form: form, maxBodySize: maxBodySize) { request, values in
                let validated = try await request.answering { try await form.validatedValues(values) }
                return try await handler(request, validated).encodeResponse(for: request)
            }
        }

        private func typedRoute<Field, Output, Answer: AsyncResponseEncodable>(
            _ method: HTTPMethod, _ path: [PathComponent], form: TypedForm<Field, Output>, maxBodySize: ByteCount,
            use handler: @Sendable @escaping (Request, Output) async throws -> Answer
        ) -> Route {
            validatingRoute(method, path, form: form.validator, maxBodySize: maxBodySize) { request, values in
                let output = try await request.answering { try await form.parse(values) }
                return try await handler(request, output).encodeResponse(for: request)
            }
        }

        /// A route that reads the request's form, lets `respond` validate it and answer, and
        /// answers every `FormRejection` in the wire form — the handler's own, and what a write
        /// the database refused becomes (``StoreFailure``).
        private func validatingRoute<Field>(
            _ method: HTTPMethod, _ path: [PathComponent], form: FormValidator<Field>, maxBodySize: ByteCount,
            _ respond: @Sendable @escaping (Request, FormValues<Field>) async throws -> Response
        ) -> Route {
            on(method, path, body: .stream) { request async throws -> Response in
                do {
                    let values = try await request.formValues(of: form, maxBodySize: maxBodySize)
                    do {
                        return try await respond(request, values)
                    } catch {
                        throw await StoreFailure.answer(to: error, values: values, form: form, request: request)
                    }
                } catch let rejection as FormRejection {
                    return try rejection.response(for: request)
                }
            }
        }
    }
#endif
