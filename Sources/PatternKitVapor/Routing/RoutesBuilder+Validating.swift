#if Vapor
    public import PatternKitValidationSessions
    import PatternKitValidationWire
    public import Vapor

    extension RoutesBuilder {
        /// Adds a `POST` route whose JSON body must pass `form` before `handler` runs; a
        /// rejected form is answered `422 Unprocessable Entity` with the wire form, in the
        /// request's `Accept-Language`, without ``FormRejectionMiddleware``.
        ///
        /// ```swift
        /// app.post("signup", validating: signUpForm) { request, values in
        ///     if try await users.exists(values[.userName]) {
        ///         throw FormRejection(field: SignUpField.userName, error: ValidationError(.userNameTaken))
        ///     }
        ///     return SignUpAccepted(userName: values[.userName])
        /// }
        /// ```
        ///
        /// The body is streamed and read up to `maxBodySize` (64 KB unless set), whatever
        /// `app.routes.defaultMaxBodySize` says. A `FormRejection` that `handler` throws (the
        /// server's own checks) is answered the same way as the form's. A body that is not a form
        /// is answered `415`, `413` or `400` with a reason, as
        /// ``Vapor/Request/validatedValues(_:maxBodySize:)`` describes.
        @discardableResult
        public func post<Field, Output: AsyncResponseEncodable>(
            _ path: PathComponent..., validating form: FormValidator<Field>, maxBodySize: ByteCount = "64kb",
            use handler: @Sendable @escaping (Request, FormValues<Field>) async throws -> Output
        ) -> Route {
            on(.POST, path, body: .stream) { request async throws -> Response in
                do {
                    let values = try await request.validatedValues(form, maxBodySize: maxBodySize)
                    return try await handler(request, values).encodeResponse(for: request)
                } catch let rejection as FormRejection {
                    return try rejection.response(for: request)
                }
            }
        }
    }
#endif
