#if Vapor
    public import PatternKitValidation
    public import Vapor

    /// A `FormRejection` that reaches Vapor's `ErrorMiddleware` — thrown by
    /// ``Vapor/Request/validatedValues(_:maxBodySize:)`` in a route without
    /// ``FormRejectionMiddleware`` — is answered with its status (`422`, or `400`, `413`,
    /// `415`) and an English reason, never `500`. Add ``FormRejectionMiddleware`` (or use
    /// ``Vapor/RoutesBuilder/on(_:_:validating:maxBodySize:use:)``) for the wire form.
    extension FormRejection: AbortError {
        /// `httpStatus` as Vapor's status.
        public var status: HTTPResponseStatus {
            HTTPResponseStatus(statusCode: httpStatus)
        }

        /// The first failure, in English: "email: The input is not a valid email address".
        public var reason: String {
            guard let first = failures.first else { return "The form was rejected" }
            let message = first.error.localizedFailureReason(in: "en")
            let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
            return (first.field.map { "\($0): " } ?? "") + message + more
        }
    }
#endif
