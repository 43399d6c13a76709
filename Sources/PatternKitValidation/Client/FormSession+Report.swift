import PatternKitValidationCore

extension FormSession {
    /// Shows a server's answer: each failure of a field of this form shows on that field
    /// exactly as the field's own errors do — same presentation, in the app's language — until
    /// the user changes the field; failures of no field, or of a field this form does not
    /// have, become `FormSession.formErrors`. The answer replaces the previous one, and focus moves to
    /// the first field in error.
    ///
    /// ```swift
    /// let (body, response) = try await URLSession.shared.upload(for: request, from: json)
    /// if (response as? HTTPURLResponse)?.statusCode == 422 {
    ///     session.apply(try ValidationFailureReport(json: body))
    /// }
    /// ```
    ///
    /// An empty report clears what the previous answer set.
    ///
    /// - Returns: The first field in error, in the form's order — the one focus moved to, for
    ///   an adapter to focus its control; `nil` when the answer names no field of this form.
    @discardableResult
    public func apply(_ report: ValidationFailureReport) -> Field? {
        let fieldsByName = Dictionary(
            form.fields.map { (form.name(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        var fieldErrors: [Field: ValidationError] = [:]
        var formErrors: [ValidationError] = []
        for failure in report.failures {
            guard let name = failure.field, let field = fieldsByName[name] else {
                formErrors.append(failure.error)
                continue
            }
            // A field shows one error, its first, as for its own rules.
            if fieldErrors[field] == nil { fieldErrors[field] = failure.error }
        }
        return replaceExternalErrors(fieldErrors, formErrors: formErrors)
    }
}
