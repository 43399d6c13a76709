/// Why a text failed a format rule (e-mail, URL, phone, card, ISBN), before it becomes
/// a `ValidationError`: the rule's problem and, where they apply, the UTF-16 offset
/// of the offending character and what was counted.
struct FormatFailure<Problem: RawRepresentable & Sendable> where Problem.RawValue == String {
    var problem: Problem
    var utf16Offset: Int?
    var count: Int?

    init(_ problem: Problem, utf16Offset: Int? = nil, count: Int? = nil) {
        self.problem = problem
        self.utf16Offset = utf16Offset
        self.count = count
    }

    /// The failure at byte `offset` of `bytes`.
    init(_ problem: Problem, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        self.init(problem, utf16Offset: UTF8Text.utf16Offset(of: offset, in: bytes))
    }

    /// The error with `code` and the parameters `problem`, `utf16Offset`, `count`, plus `extra`.
    func error(
        _ code: ValidationError.Code,
        adding extra: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [:]
    ) -> ValidationError {
        var parameters = extra
        parameters[.problem] = .string(problem.rawValue)
        if let utf16Offset { parameters[.utf16Offset] = .int(utf16Offset) }
        if let count { parameters[.count] = .int(count) }
        return ValidationError(code, parameters: parameters)
    }
}

// A failure travels in a `Result` out of a scan of the text's bytes.
extension FormatFailure: Error {}
