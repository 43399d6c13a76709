#if Vapor
    public import PatternKitValidation
    public import Vapor

    extension Request {
        /// The app's own value, read from the request and validated in one step by `form`
        /// (`TypedForm.parse(_:)`): what a handler receives is exactly what was validated —
        /// each text as its rules' sanitizer tidied it for them, never a second decoding of
        /// the body.
        ///
        /// ```swift
        /// app.post("signup") { request in
        ///     let signUp = try await request.parse(SignUp.form)       // a SignUp
        ///     try await users.create(signUp)
        ///     return HTTPStatus.created
        /// }
        /// ```
        ///
        /// The form is read and checked as ``Vapor/Request/validatedValues(_:maxBodySize:checkTimeout:)``
        /// reads and checks it.
        ///
        /// - Throws: `FormRejection` (an `AbortError`) when the request is no form, a rule
        ///   fails, the checks did not finish in `checkTimeout` or ran too often; also — `500`
        ///   with `serverError` (1587), the cause only in the request's log — when the valid
        ///   values do not decode `Output` (`FormOutputError`: an `init(from:)` of the app's
        ///   own refused them).
        public func parse<Field, Output>(
            _ form: TypedForm<Field, Output>, maxBodySize: ByteCount = "64kb", checkTimeout: Duration = .seconds(5)
        ) async throws -> Output {
            let values = try await formValues(of: form.validator, maxBodySize: maxBodySize)
            let runner = RequestCheckRunner(request: self, timeout: checkTimeout)
            return try await answering { try await form.parse(values, runner: runner) }
        }

        /// The request's form as the values of `form`'s fields, once every rule of `form`
        /// passes — its asynchronous checks included — as the rules judged them: each text
        /// tidied by its rules' sanitizer (`FormValidator.validatedValues(_:)`).
        ///
        /// ```swift
        /// app.post("signup") { request in
        ///     let values = try await request.validatedValues(signUpForm)
        ///     try await users.create(name: values[.userName], email: values[.email])
        ///     return HTTPStatus.created
        /// }
        /// ```
        ///
        /// Where the form is read from: the query string for `GET` and `HEAD`; otherwise the
        /// body, as JSON (`application/json`, read by `FormValues(json:form:)`) or as
        /// URL-encoded form fields (`application/x-www-form-urlencoded`, what an HTML form
        /// posts, read by `FormValues(urlEncoded:form:)`), in UTF-8. Each field is read
        /// strictly by its kind: a number where text is expected, a key sent twice, a field
        /// sent under two names are failures, never guesses.
        ///
        /// Every refusal is a `FormRejection`, answered in the wire form (a
        /// `ValidationFailureReport`, in the request's `Accept-Language`) by a route added with
        /// ``Vapor/RoutesBuilder/on(_:_:validating:maxBodySize:checkTimeout:use:)`` or by
        /// ``FormRejectionMiddleware``, and — being an `AbortError` — with its status by
        /// Vapor's own `ErrorMiddleware` when neither is there; never a `500`:
        /// - `415` (`unsupportedFormat`, 1584) for another `Content-Type` or a charset other
        ///   than UTF-8;
        /// - `413` (`formTooLarge`, 1583) for a body larger than `maxBodySize` (64 KB unless
        ///   set);
        /// - `400` (`unreadableForm`, 1580) for a body that is not a form;
        /// - `422` for a field that fails its rules, has a value of the wrong type, or is sent
        ///   twice or under two names;
        /// - `503` (`serviceUnavailable`, 1585) when an asynchronous check could not be done
        ///   (its database down or slow: ``UniqueInDatabase``) or the checks together took
        ///   longer than `checkTimeout` (5 seconds unless set; they are then cancelled); the
        ///   cause goes to the request's logger, never to the client;
        /// - `429` (`tooManyRequests`, 1586, with `Retry-After`) when a
        ///   ``CheckRateLimitMiddleware`` in front of the route says this client ran the checks
        ///   too often.
        ///
        /// **The checks run last.** The form's asynchronous checks run only once every
        /// synchronous rule of the whole form passed — every field, typed values, rules across
        /// fields — so a request that fails anywhere learns nothing from the store: a lone
        /// `{"userName": "admin"}` gets the other fields' failures, never whether `admin` has an
        /// account. When the request's task is cancelled, so are the checks.
        public func validatedValues<Field>(
            _ form: FormValidator<Field>, maxBodySize: ByteCount = "64kb", checkTimeout: Duration = .seconds(5)
        ) async throws -> FormValues<Field> {
            let values = try await formValues(of: form, maxBodySize: maxBodySize)
            let runner = RequestCheckRunner(request: self, timeout: checkTimeout)
            return try await answering { try await form.validatedValues(values, runner: runner) }
        }

        /// `body`'s result; a `FormRejection` it throws is thrown as a server answers it
        /// (`FormRejection.answered`): `503` with `serviceUnavailable` (1585) when a check could
        /// not be done — why, only in this request's log — and itself otherwise. A
        /// `FormOutputError` is logged and thrown as `FormRejection.serverError` (`500`).
        func answering<Result>(_ body: () async throws -> Result) async throws -> Result {
            do {
                return try await body()
            } catch let mismatch as FormOutputError {
                throw mismatch.answered(for: self)
            } catch let rejection as FormRejection {
                for failure in rejection.unfinishedChecks {
                    logger.error(
                        "A check could not be done: answered 503",
                        metadata: [
                            "field": .string(failure.field ?? "-"),
                            "detail": .string(
                                failure.error.parameters[ValidationError.ParameterKey.detail]?.description ?? "-"),
                        ])
                }
                throw rejection.answered
            }
        }

        /// The values of `form`'s fields in the request, read but not validated.
        func formValues<Field>(of form: FormValidator<Field>, maxBodySize: ByteCount) async throws(FormRejection)
            -> FormValues<Field>
        {
            if method == .GET || method == .HEAD {
                return try FormValues(urlEncoded: Substring(url.query ?? ""), form: form)
            }
            let format = try FormBodyFormat(contentType: headers.first(name: .contentType))
            let body = try await collectedBody(maxBodySize: maxBodySize)
            switch format {
            case .json: return try FormValues(json: body, form: form)
            case .urlEncoded:
                guard let text = UTF8Text.decoded(body) else {
                    throw FormRejection(
                        formError: ValidationError(.unreadableForm, parameters: [.detail: "the body is not UTF-8"]))
                }
                return try FormValues(urlEncoded: Substring(text), form: form)
            }
        }

        /// The whole body, at most `maxBodySize` bytes; an absent body is empty.
        private func collectedBody(maxBodySize: ByteCount) async throws(FormRejection) -> Data {
            let limit = max(0, maxBodySize.value)
            let tooLarge = FormRejection(
                formError: ValidationError(.formTooLarge, parameters: [.maximum: .int(limit)]))
            if let collected = body.data {
                guard collected.readableBytes <= limit else { throw tooLarge }
                return Data(collected.readableBytesView)
            }
            do {
                // Vapor refuses a body that reaches `max` bytes: one more admits exactly `limit`
                // (and `Int.max` stays `Int.max` rather than overflowing).
                let (more, overflow) = limit.addingReportingOverflow(1)
                let buffer = try await body.collect(max: overflow ? limit : more).get()
                return buffer.map { Data($0.readableBytesView) } ?? Data()
            } catch let abort as Abort where abort.status == .payloadTooLarge {
                throw tooLarge
            } catch {
                throw FormRejection(
                    formError: ValidationError(.unreadableForm, parameters: [.detail: "the body could not be read"]))
            }
        }
    }
#endif
