/// A reason a text is not a phone number, with where and how many, before it becomes a
/// `ValidationError` with code 1170.
struct PhoneNumberFailure: Error, Sendable {
    var problem: PhoneNumber.Problem
    var utf16Offset: Int?
    var count: Int?

    init(_ problem: PhoneNumber.Problem, utf16Offset: Int? = nil, count: Int? = nil) {
        self.problem = problem
        self.utf16Offset = utf16Offset
        self.count = count
    }

    /// The error: code `ValidationError/Code/phoneNumber` with `problem`, `utf16Offset`, `count`.
    var error: ValidationError {
        var parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [
            .problem: .string(problem.rawValue)
        ]
        if let utf16Offset { parameters[.utf16Offset] = .int(utf16Offset) }
        if let count { parameters[.count] = .int(count) }
        return ValidationError(.phoneNumber, parameters: parameters)
    }
}
