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
        /// URL-encoded fields) and checked as ``Vapor/Request/validatedValues(_:maxBodySize:checkTimeout:)``
        /// describes; the body is streamed and read up to `maxBodySize` (64 KB unless set),
        /// whatever `app.routes.defaultMaxBodySize` says. The form's asynchronous checks run
        /// only once every synchronous rule of the whole form passed, within `checkTimeout`
        /// (5 seconds unless set; past it they are cancelled and the route answers `503`), and
        /// count against the client's allowance when a ``CheckRateLimitMiddleware`` is in front
        /// of the route (`429`). A `FormRejection` that `handler` throws (the server's own
        /// checks) is answered the same way. Every answer, the handler's too, carries
        /// `X-Content-Type-Options: nosniff`.
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
        ///
        /// When the valid values do not decode `Output` after all (`FormOutputError`: an
        /// `init(from:)` of the app's own refused them), the route answers `500` in the wire
        /// form with `serverError` (1587), the cause only in the request's log.
        @discardableResult
        public func on<Field, Output, Answer: AsyncResponseEncodable>(
            _ method: HTTPMethod, _ path: PathComponent..., validating form: TypedForm<Field, Output>,
            maxBodySize: ByteCount = "64kb", checkTimeout: Duration = .seconds(5),
            use handler: @Sendable @escaping (Request, Output) async throws -> Answer
        ) -> Route {
            typedRoute(method, path, form: form, maxBodySize: maxBodySize, checkTimeout: checkTimeout, use: handler)
        }

        /// Adds a `POST` route that hands `handler` the app's own value, parsed and validated
        /// by `form` (see ``on(_:_:validating:maxBodySize:checkTimeout:use:)``).
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
            checkTimeout: Duration = .seconds(5),
            use handler: @Sendable @escaping (Request, Output) async throws -> Answer
        ) -> Route {
            typedRoute(.POST, path, form: form, maxBodySize: maxBodySize, checkTimeout: checkTimeout, use: handler)
        }

        /// Adds a `POST` route for an HTML form as well as for API clients: the route of
        /// ``on(_:_:validating:maxBodySize:checkTimeout:use:)`` (`POST`), whose refusals a browser gets as
        /// a page. When the request ``Vapor/Request/prefersHTML`` (a browser's `Accept`), a
        /// `FormRejection` is answered with the HTML that `page` writes — given the request, the
        /// rejection and the values read from the request (`nil` when the body was no form:
        /// `400`, `413`, `415`), to show each failure beside its field and fill the fields in
        /// again — with the rejection's status and `Retry-After`, and the headers of
        /// ``Vapor/Response/htmlPage(_:status:language:)``. Any other client gets the wire form,
        /// byte for byte what the route without `page` answers. The form is read and checked
        /// once, by the same `TypedForm`: the page only words what it found.
        ///
        /// ```swift
        /// app.post("signup", validating: SignUp.form, page: { request, rejection, values in
        ///     SignUpPage(rejection: rejection, values: values).html
        /// }) { request, signUp in
        ///     try await users.create(signUp)
        ///     return request.prefersHTML ? Response.htmlPage(welcome, status: .created, language: "en") : …
        /// }
        /// ```
        @discardableResult
        public func post<Field, Output, Answer: AsyncResponseEncodable>(
            _ path: PathComponent..., validating form: TypedForm<Field, Output>, maxBodySize: ByteCount = "64kb",
            checkTimeout: Duration = .seconds(5),
            page: @Sendable @escaping (Request, FormRejection, FormValues<Field>?) throws -> String,
            use handler: @Sendable @escaping (Request, Output) async throws -> Answer
        ) -> Route {
            typedRoute(
                .POST, path, form: form, maxBodySize: maxBodySize, checkTimeout: checkTimeout, page: page, use: handler)
        }

        /// Adds a `POST` route whose form must pass `form` before `handler` runs, and hands it
        /// the validated values as the rules judged them, each text tidied by its rules'
        /// sanitizer (see ``on(_:_:validating:maxBodySize:checkTimeout:use:)``; a `TypedForm` hands the
        /// app's own type instead).
        @discardableResult
        public func post<Field, Answer: AsyncResponseEncodable>(
            _ path: PathComponent..., validating form: FormValidator<Field>, maxBodySize: ByteCount = "64kb",
            checkTimeout: Duration = .seconds(5),
            use handler: @Sendable @escaping (Request, FormValues<Field>) async throws -> Answer
        ) -> Route {
            validatingRoute(.POST, path, form: form, maxBodySize: maxBodySize, checkTimeout: checkTimeout) {
                request, values, runner in
                let validated = try await request.answering { try await form.validatedValues(values, runner: runner) }
                return try await handler(request, validated).encodeResponse(for: request)
            }
        }

        private func typedRoute<Field, Output, Answer: AsyncResponseEncodable>(
            _ method: HTTPMethod, _ path: [PathComponent], form: TypedForm<Field, Output>, maxBodySize: ByteCount,
            checkTimeout: Duration,
            page: (@Sendable (Request, FormRejection, FormValues<Field>?) throws -> String)? = nil,
            use handler: @Sendable @escaping (Request, Output) async throws -> Answer
        ) -> Route {
            validatingRoute(
                method, path, form: form.validator, maxBodySize: maxBodySize, checkTimeout: checkTimeout, page: page
            ) {
                request, values, runner in
                let output = try await request.answering { try await form.parse(values, runner: runner) }
                return try await handler(request, output).encodeResponse(for: request)
            }
        }

        /// A route that reads the request's form, lets `respond` validate it — its checks run
        /// by the runner it is given — and answer, and answers every `FormRejection` in the
        /// wire form — the handler's own, and what a write the database refused becomes
        /// (``StoreFailure``), or with `page`'s HTML to a request that prefers HTML; every
        /// answer with `X-Content-Type-Options: nosniff`.
        private func validatingRoute<Field>(
            _ method: HTTPMethod, _ path: [PathComponent], form: FormValidator<Field>, maxBodySize: ByteCount,
            checkTimeout: Duration,
            page: (@Sendable (Request, FormRejection, FormValues<Field>?) throws -> String)? = nil,
            _ respond: @Sendable @escaping (Request, FormValues<Field>, RequestCheckRunner) async throws -> Response
        ) -> Route {
            on(method, path, body: .stream) { request async throws -> Response in
                let response: Response
                var read: FormValues<Field>?
                do {
                    let values = try await request.formValues(of: form, maxBodySize: maxBodySize)
                    read = values
                    let runner = RequestCheckRunner(request: request, timeout: checkTimeout)
                    do {
                        response = try await respond(request, values, runner)
                    } catch {
                        throw await StoreFailure.answer(
                            to: error, values: values, form: form, runner: runner, request: request)
                    }
                } catch let rejection as FormRejection {
                    if let page, request.prefersHTML {
                        response = try rejection.htmlResponse(try page(request, rejection, read), for: request)
                    } else {
                        response = try rejection.response(for: request)
                    }
                } catch let mismatch as FormOutputError {
                    // The handler's own `TypedForm.parse(_:)`: the server's fault, in the wire form.
                    response = try mismatch.answered(for: request).response(for: request)
                } catch let abort as any AbortError {
                    throw NoSniffAbort(base: abort)
                }
                response.headers.forbidSniffing()
                return response
            }
        }
    }
#endif
