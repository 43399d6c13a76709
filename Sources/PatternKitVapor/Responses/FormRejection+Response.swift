#if Vapor
    import PatternKitValidation
    import Vapor

    extension FormRejection {
        /// The answer to `request`: ``httpStatus`` (`422`, or `400`/`413`/`415` for a body
        /// that is no form, `429`, `500`, `503`) with the wire form (`ValidationFailureReport`),
        /// its messages in the language the request's `Accept-Language` asks for (English when
        /// none PatternKit has); `X-Content-Type-Options: nosniff`, and `Retry-After` when the
        /// rejection says when to try again.
        func response(for request: Request) throws -> Response {
            let acceptLanguage = request.headers[.acceptLanguage]
            let report = report(acceptLanguage: acceptLanguage.isEmpty ? nil : acceptLanguage.joined(separator: ", "))
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "application/json; charset=utf-8")
            headers.replaceOrAdd(name: .contentLanguage, value: report.language ?? "en")
            headers.replaceOrAdd(name: .vary, value: "Accept-Language")
            headers.forbidSniffing()
            if let retryAfter { headers.replaceOrAdd(name: .retryAfter, value: String(retryAfter)) }
            return Response(
                status: HTTPResponseStatus(statusCode: httpStatus), headers: headers,
                body: .init(data: try report.jsonData()))
        }

        /// The answer to `request` as a page: `html` with ``httpStatus`` and `Retry-After` as
        /// ``response(for:)`` has them, and the headers of
        /// ``Vapor/Response/htmlPage(_:status:language:)`` in the language the wire form's
        /// messages would be in.
        func htmlResponse(_ html: String, for request: Request) throws -> Response {
            let acceptLanguage = request.headers[.acceptLanguage]
            let language = AcceptLanguage(acceptLanguage.isEmpty ? nil : acceptLanguage.joined(separator: ", "))
                .messageLanguage
            let response = Response.htmlPage(
                html, status: HTTPResponseStatus(statusCode: httpStatus), language: language)
            if let retryAfter { response.headers.replaceOrAdd(name: .retryAfter, value: String(retryAfter)) }
            return response
        }
    }
#endif
