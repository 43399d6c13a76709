import PatternKitValidation

/// Shorthands for the rule tests.
extension ValidationError {
    /// The `problem` parameter, as text.
    var problem: String? { parameters[.problem]?.stringValue }
}

extension Validator {
    /// The code of the first failure, or `nil` when `input` is valid.
    func code(_ input: Input) -> ValidationError.Code? {
        failures(input).first?.code
    }

    /// The first failure, or `nil` when `input` is valid.
    func firstFailure(_ input: Input) -> ValidationError? {
        failures(input).first
    }
}
