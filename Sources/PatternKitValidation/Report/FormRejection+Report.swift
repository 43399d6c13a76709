extension FormRejection {
    /// The wire form, messages in `language` (one of `ValidationLocalization.availableLanguages`).
    public func report(language: String) -> ValidationFailureReport {
        ValidationFailureReport(rejection: self, language: language)
    }

    /// The wire form for a request with this `Accept-Language` header: messages in the best
    /// language it asks for, English when it asks for none PatternKit has.
    public func report(acceptLanguage header: String?) -> ValidationFailureReport {
        report(language: AcceptLanguage(header).messageLanguage)
    }

    /// The HTTP status a server answers: `500` when the server failed to process the form
    /// (``serverError``), `503` when it could not judge the form now (``serviceUnavailable``),
    /// `429` when the client ran the checks too often (``tooManyRequests(retryAfter:)``), `413`
    /// when the body was too large, `415` when it was sent in a format the server does not
    /// read, `400` when it was no form at all, and `422 Unprocessable Entity` for every other
    /// rejection (a field that failed its rules, a value of the wrong type, a key sent twice, a
    /// value already taken).
    public var httpStatus: Int {
        let codes = Set(failures.map(\.error.code))
        if codes.contains(.serverError) { return 500 }
        if codes.contains(.serviceUnavailable) { return 503 }
        if codes.contains(.tooManyRequests) { return 429 }
        if codes.contains(.formTooLarge) { return 413 }
        if codes.contains(.unsupportedFormat) { return 415 }
        if codes.contains(.unreadableForm) { return 400 }
        return 422
    }
}
