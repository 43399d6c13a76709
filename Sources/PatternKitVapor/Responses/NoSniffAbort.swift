#if Vapor
    import Vapor

    /// An `AbortError` that a validating route's handler threw (`Abort(.conflict)`), as Vapor's
    /// `ErrorMiddleware` answers it — its status, reason and headers — plus
    /// `X-Content-Type-Options: nosniff`, which every answer of a validating route carries.
    struct NoSniffAbort: AbortError {
        let base: any AbortError

        var status: HTTPResponseStatus { base.status }
        var reason: String { base.reason }
        var headers: HTTPHeaders {
            var headers = base.headers
            headers.forbidSniffing()
            return headers
        }
    }
#endif
