#if Vapor
    import PatternKitValidation
    public import Vapor

    /// Answers a `FormRejection` thrown by a route — a form that failed
    /// ``Vapor/Request/validatedValues(_:maxBodySize:checkTimeout:)``, or the server's own check — with
    /// `422 Unprocessable Entity` and the wire form of its failures (`ValidationFailureReport`).
    ///
    /// ```swift
    /// app.middleware.use(FormRejectionMiddleware())
    /// app.post("signup") { request in
    ///     let values = try await request.validatedValues(signUpForm)
    ///     if try await users.exists(values[.userName]) {
    ///         throw FormRejection(field: SignUpField.userName, error: ValidationError(.userNameTaken))
    ///     }
    ///     return HTTPStatus.created
    /// }
    /// ```
    ///
    /// The messages are in the language the request's `Accept-Language` header asks for
    /// (quality values honoured, English when it asks for none PatternKit has); the answer says
    /// which in `Content-Language`, has `Content-Type: application/json; charset=utf-8` and
    /// `Vary: Accept-Language` and `X-Content-Type-Options: nosniff`. A `FormOutputError` (a
    /// `TypedForm` whose type refused valid values: the server's fault) is answered `500` in the
    /// same wire form, with `serverError` (1587), its description only in the request's log.
    /// Any other error goes on to the next middleware (Vapor's `ErrorMiddleware`), so add this
    /// one after it, as `app.middleware.use` does.
    public struct FormRejectionMiddleware: AsyncMiddleware {
        /// The middleware.
        public init() {}

        /// Passes `request` on, and answers a `FormRejection` thrown on the way back.
        public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
            do {
                return try await next.respond(to: request)
            } catch let rejection as FormRejection {
                return try rejection.response(for: request)
            } catch let mismatch as FormOutputError {
                return try mismatch.answered(for: request).response(for: request)
            }
        }
    }
#endif
