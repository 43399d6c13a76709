import PatternKitValidation

/// The reports written to `Fixtures/` — the encoder's output that `.ci/wire-schema` checks
/// against the JSON Schema.
enum WireFixtures {
    static var all: [(String, ValidationFailureReport)] {
        var values = WireSamples.validValues
        values[.email] = "ada@"
        values[.password] = "short"
        values[.userName] = ""
        let signUp = WireSamples.form.validate(values)
        var parameters = WireSamples.everyParameterType
        parameters["nan"] = .double(.nan)
        return [
            ("sign-up-de", ValidationFailureReport(signUp, language: "de")),
            ("sign-up-without-messages", ValidationFailureReport(signUp)),
            (
                "server-checks-ar",
                FormRejection(
                    field: Account.userName,
                    error: ValidationError(
                        WireSamples.userNameTaken, parameters: [.value: "ada"], reason: "“{value}” is already taken")
                )
                .merging(FormRejection(formError: ValidationError(.custom, reason: "Too many attempts")))
                .report(acceptLanguage: "ar-EG, en;q=0.5")
            ),
            (
                "every-parameter-type",
                ValidationFailureReport(failures: [
                    .init(field: "amount", error: ValidationError(.custom, parameters: parameters))
                ])
            ),
            (
                "echoes-cut-and-limits",
                FormRejection(failures: [
                    .init(field: String(repeating: "k", count: 100), error: ValidationError(.duplicateKey)),
                    .init(
                        field: "plan",
                        error: ValidationError(
                            ValidationError.Code(rawValue: 1145),
                            parameters: [.value: .string(String(repeating: "v", count: 100)), .allowed: "free, pro"])),
                ])
                .merging(.tooManyRequests(retryAfter: 30))
                .merging(.serverError)
                .report(language: "en")
            ),
            ("accepted", ValidationFailureReport(failures: [])),
        ]
    }
}
