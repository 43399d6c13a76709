#if Vapor
    public import PatternKitValidation
    public import Vapor

    /// A `FormOutputError` — the valid values of a `TypedForm` that do not decode its output, an
    /// `init(from:)` of the app's own refusing them — is the server's fault: answered `500`.
    /// The validating routes, ``Vapor/Request/parse(_:maxBodySize:checkTimeout:)`` and
    /// ``FormRejectionMiddleware`` answer it in the wire form (`serverError`, 1587, "The server
    /// could not process the form"), its description only in the request's log; Vapor's
    /// `ErrorMiddleware`, when one reaches it from `TypedForm.parse(_:)` in a route of your own,
    /// with the same English reason — never the type's name nor the decoder's words.
    extension FormOutputError: AbortError {
        /// `500 Internal Server Error`.
        public var status: HTTPResponseStatus {
            .internalServerError
        }

        /// "The server could not process the form": nothing of the cause.
        public var reason: String {
            FormRejection.serverError.reason
        }

        /// `X-Content-Type-Options: nosniff`.
        public var headers: HTTPHeaders {
            FormRejection.serverError.headers
        }

        /// `FormRejection.serverError`, with this error's description in `request`'s log.
        func answered(for request: Request) -> FormRejection {
            request.logger.error(
                "The form's valid values do not decode the app's type: answered 500",
                metadata: ["detail": "\(description)"])
            return .serverError
        }
    }
#endif
