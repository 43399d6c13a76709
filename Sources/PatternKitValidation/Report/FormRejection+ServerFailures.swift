import PatternKitValidationCore

extension ValidationError.ParameterKey {
    /// How many seconds to wait before sending the form again (`tooManyRequests`, 1586): what
    /// a server also says in its `Retry-After` header.
    public static let retryAfter: Self = "retryAfter"
}

extension FormRejection {
    /// The whole form refused because this client ran its checks too often: `tooManyRequests`
    /// (1586), answered `429 Too Many Requests`, with `retryAfter` (whole seconds, at least 1)
    /// that a server also sends as `Retry-After`.
    ///
    /// ```swift
    /// FormRejection.tooManyRequests(retryAfter: 30).httpStatus   // 429
    /// ```
    public static func tooManyRequests(retryAfter seconds: Int) -> FormRejection {
        FormRejection(formError: ValidationError(.tooManyRequests, parameters: [.retryAfter: .int(max(1, seconds))]))
    }

    /// The whole form refused because the server failed to process it — its own fault, not
    /// the form's (a `FormOutputError`): `serverError` (1587), answered `500`. The message says
    /// nothing of the cause, which belongs in the server's log.
    public static var serverError: FormRejection {
        FormRejection(formError: ValidationError(.serverError))
    }

    /// The seconds a client should wait before sending the form again (``tooManyRequests(retryAfter:)``),
    /// for a `Retry-After` header; `nil` when the rejection does not say.
    public var retryAfter: Int? {
        for failure in failures where failure.error.code == .tooManyRequests {
            if case .int(let seconds)? = failure.error.parameters[.retryAfter] { return seconds }
        }
        return nil
    }
}
