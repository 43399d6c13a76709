#if Vapor
    public import PatternKitValidationSessions
    import PatternKitValidationWire
    public import Vapor

    extension Request {
        /// The request's JSON body as the values of `form`'s fields, once every rule of `form`
        /// passes — its asynchronous checks included (`FormValidator.validateIncludingChecks(_:)`).
        ///
        /// ```swift
        /// app.middleware.use(FormRejectionMiddleware())
        /// app.post("signup") { request in
        ///     let values = try await request.validatedValues(signUpForm)
        ///     try await users.create(name: values[.userName], email: values[.email])
        ///     return HTTPStatus.created
        /// }
        /// ```
        ///
        /// The body is read as `FormValues(json:fields:)` reads it: each field by its name
        /// (or a dotted path), text as it is, numbers and Booleans as written, a missing key or
        /// `null` as empty text.
        ///
        /// A request that is not a form is the client's mistake and is answered by Vapor's error
        /// handling with a reason, never a server error:
        /// - `415 Unsupported Media Type` when its `Content-Type` is not `application/json`;
        /// - `413 Payload Too Large` when its body is larger than `maxBodySize` (64 KB unless
        ///   set; a route with Vapor's default `.collect` strategy refuses bodies over
        ///   `app.routes.defaultMaxBodySize`, 16 KB unless set, before this is called);
        /// - `400 Bad Request` when its body is not a JSON object of fields.
        ///
        /// - Throws: `FormRejection` with every failure of the form when a rule fails (answered
        ///   `422` by ``FormRejectionMiddleware`` or a route added with
        ///   ``Vapor/RoutesBuilder/post(_:validating:maxBodySize:use:)``), or an `Abort` with the
        ///   status above.
        public func validatedValues<Field>(
            _ form: FormValidator<Field>, maxBodySize: ByteCount = "64kb"
        ) async throws -> FormValues<Field> {
            let values = try await formValues(of: form.fields, maxBodySize: maxBodySize)
            let result = await form.validateIncludingChecks(values)
            guard result.isValid else { throw FormRejection(result) }
            return values
        }

        /// The values of `fields` in the JSON body, without validating them.
        func formValues<Field>(of fields: [Field], maxBodySize: ByteCount) async throws -> FormValues<Field> {
            try requireJSONContentType()
            let body = try await collectedBody(maxBodySize: maxBodySize)
            do {
                return try FormValues(json: body, fields: fields)
            } catch {
                throw Abort(.badRequest, reason: error.description)
            }
        }

        /// Refuses a request whose `Content-Type` is not `application/json` (parameters such as
        /// `charset` are allowed).
        private func requireJSONContentType() throws {
            let sent = headers.first(name: .contentType)
            // The common case without parsing the media type (which showed in the server's profile).
            if let sent, Self.isPlainJSON(sent) { return }
            guard let type = headers.contentType,
                type.type.lowercased() == "application", type.subType.lowercased() == "json"
            else {
                let what = sent.map { "this request sent “\($0)”" } ?? "this request sent none"
                throw Abort(
                    .unsupportedMediaType,
                    reason: "The body must be a JSON object sent with “Content-Type: application/json”; \(what)")
            }
        }

        /// Whether `contentType` is `application/json`, in any case, alone or before `;` parameters.
        private static func isPlainJSON(_ contentType: String) -> Bool {
            let type = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
            let expected = "application/json".utf8
            let trimmed = type.reversed().drop { $0 == UInt8(ascii: " ") }.reversed()
            return trimmed.count == expected.count
                && zip(trimmed, expected).allSatisfy { sent, letter in
                    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(sent) ? sent + 32 == letter : sent == letter
                }
        }

        /// The whole body, at most `maxBodySize` bytes; an absent body is empty.
        private func collectedBody(maxBodySize: ByteCount) async throws -> Data {
            let limit = maxBodySize.value
            let tooLarge = Abort(.payloadTooLarge, reason: "The body must be at most \(limit) bytes")
            if let collected = body.data {
                guard collected.readableBytes <= limit else { throw tooLarge }
                return Data(collected.readableBytesView)
            }
            do {
                // Vapor refuses a body that reaches `max` bytes: one more admits exactly `limit`.
                let buffer = try await body.collect(max: limit + 1).get()
                return buffer.map { Data($0.readableBytesView) } ?? Data()
            } catch let abort as Abort where abort.status == .payloadTooLarge {
                throw tooLarge
            }
        }
    }
#endif
