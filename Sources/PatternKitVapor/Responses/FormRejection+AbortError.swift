#if Vapor
    public import PatternKitValidation
    public import Vapor

    /// A `FormRejection` that reaches Vapor's `ErrorMiddleware` — thrown by
    /// ``Vapor/Request/validatedValues(_:maxBodySize:checkTimeout:)`` in a route without
    /// ``FormRejectionMiddleware`` — is answered with its status (`422`, or `400`, `413`,
    /// `415`, `429`, `503`; `500` only for `FormRejection.serverError`), an English reason and
    /// the headers below. Add ``FormRejectionMiddleware`` (or use
    /// ``Vapor/RoutesBuilder/on(_:_:validating:maxBodySize:checkTimeout:use:)``) for the wire form.
    extension FormRejection: AbortError {
        /// `httpStatus` as Vapor's status.
        public var status: HTTPResponseStatus {
            HTTPResponseStatus(statusCode: httpStatus)
        }

        /// The first failure, in English: "email: The input is not a valid email address". A
        /// field name or value longer than 64 Unicode scalars is cut, as in the wire form.
        public var reason: String {
            guard let first = failures.first else { return "The form was rejected" }
            let failure = ValidationFailureReport.Failure(field: first.field, error: first.error, language: "en")
            let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
            return (failure.field.map { "\($0): " } ?? "") + (failure.message ?? "") + more
        }

        /// `X-Content-Type-Options: nosniff`, and `Retry-After` when the rejection says when to
        /// try again (`429`).
        public var headers: HTTPHeaders {
            var headers = HTTPHeaders()
            headers.forbidSniffing()
            if let retryAfter { headers.replaceOrAdd(name: .retryAfter, value: String(retryAfter)) }
            return headers
        }
    }
#endif
