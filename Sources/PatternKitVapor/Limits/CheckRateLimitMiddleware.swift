#if Vapor
    public import Vapor
    import PatternKitValidation

    /// Limits how often each client may run the asynchronous checks of the validating routes
    /// behind it — each run asks a store something ("is this name taken?"), so a client that
    /// may run them without end can list the store's contents or load it.
    ///
    /// ```swift
    /// let limited = app.grouped(CheckRateLimitMiddleware(maximum: 10, per: .seconds(60)))
    /// limited.post("signup", validating: signUpForm) { request, signUp in … }
    /// ```
    ///
    /// A run is counted when a route added with ``Vapor/RoutesBuilder/on(_:_:validating:maxBodySize:checkTimeout:use:)``
    /// (or `post`), ``Vapor/Request/parse(_:maxBodySize:checkTimeout:)`` or
    /// ``Vapor/Request/validatedValues(_:maxBodySize:checkTimeout:)`` is about to run the form's
    /// checks: a form that fails its synchronous rules runs none and costs nothing, and a
    /// request counts once. Past `maximum` runs in a client's window — which opens with its
    /// first run and lasts `window` — the request is answered `429 Too Many Requests` in the
    /// wire form (`tooManyRequests`, 1586, "The form was sent too many times; try again
    /// later", in the request's `Accept-Language`), with `Retry-After` saying in how many
    /// seconds the window ends, and no check runs.
    ///
    /// A client is the address its connection comes from — an IPv6 address by its first 64
    /// bits, one customer's network — never what a `Forwarded` or `X-Forwarded-For` header
    /// says, which any client can write. Behind a proxy that sets such a header, say so with
    /// `client`:
    ///
    /// ```swift
    /// CheckRateLimitMiddleware(client: { request in
    ///     CheckRateLimitMiddleware.clientKey(ofIPAddress: request.headers.forwarded.first?.for)
    /// })
    /// ```
    ///
    /// The counts live in this middleware's memory: one entry per client seen in the last
    /// two windows, shared by every route it is in front of, not by other servers.
    public struct CheckRateLimitMiddleware: AsyncMiddleware {
        private let limiter: CheckRateLimiter
        private let client: @Sendable (Request) -> String

        /// A limit of `maximum` runs of the checks per client in each `window`.
        ///
        /// - Parameters:
        ///   - maximum: How many times a client may run the checks in one window; at least 1.
        ///   - window: How long a client's window lasts from its first run; more than zero.
        ///   - client: Who sent a request; the connection's address (an IPv6 one by its /64
        ///     network) unless set.
        public init(
            maximum: Int = 10, per window: Duration = .seconds(60),
            client: (@Sendable (Request) -> String)? = nil
        ) {
            limiter = CheckRateLimiter(maximum: maximum, window: window)
            self.client = client ?? { ClientAddress.key(of: $0.remoteAddress) }
        }

        /// The client an IP address, written as text, stands for: an IPv4 address as written (`192.0.2.7`); an IPv6
        /// address by its first 64 bits (`2001:db8:1:2::/64`), since one customer's network
        /// gets 2⁶⁴ addresses; an IPv4-mapped IPv6 address (`::ffff:192.0.2.7`) as its IPv4
        /// address; `"-"` for none (a Unix socket, a request made in-process).
        public static func clientKey(ofIPAddress address: String?) -> String {
            ClientAddress.key(ofIPAddress: address)
        }

        /// Gives `request` its client's allowance, passes it on, and answers the `429` of a
        /// client past its limit in the wire form.
        public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
            request.storage[CheckAllowance.Key.self] = CheckAllowance(limiter: limiter, client: client(request))
            do {
                return try await next.respond(to: request)
            } catch let rejection as FormRejection where rejection.retryAfter != nil {
                return try rejection.response(for: request)
            }
        }
    }
#endif
