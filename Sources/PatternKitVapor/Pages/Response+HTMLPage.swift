#if Vapor
    public import Vapor

    extension Response {
        /// The policy every page carries: nothing is loaded from anywhere (no script, image,
        /// font or frame), styles only inline, the form posted only to this server, and the page
        /// never framed by another site.
        public static let htmlPageContentSecurityPolicy =
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

        /// An HTML page: `html` (a whole document, every value in it already escaped) with
        /// `Content-Type: text/html; charset=utf-8`, `Content-Language: language`,
        /// `Vary: Accept, Accept-Language`, `Cache-Control: no-store` (a page may show what the
        /// user typed), `X-Content-Type-Options: nosniff` and a strict
        /// `Content-Security-Policy` (``htmlPageContentSecurityPolicy``).
        ///
        /// ```swift
        /// app.get("signup") { request in
        ///     Response.htmlPage(SignUpPage(language: "fr").html, language: "fr")
        /// }
        /// ```
        public static func htmlPage(_ html: String, status: HTTPResponseStatus = .ok, language: String) -> Response {
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "text/html; charset=utf-8")
            headers.replaceOrAdd(name: .contentLanguage, value: language)
            headers.replaceOrAdd(name: .vary, value: "Accept, Accept-Language")
            headers.replaceOrAdd(name: .cacheControl, value: "no-store")
            headers.replaceOrAdd(name: .contentSecurityPolicy, value: htmlPageContentSecurityPolicy)
            headers.forbidSniffing()
            return Response(status: status, headers: headers, body: .init(string: html))
        }
    }
#endif
