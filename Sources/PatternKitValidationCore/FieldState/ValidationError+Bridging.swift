import Foundation

extension ValidationError {
    /// `error` as a `ValidationError`, so that a field's state can hold any error its
    /// validator throws.
    ///
    /// A `ValidationError` (also one that went through Objective-C as an `NSError`) is
    /// returned unchanged. Any other error — say, an `NSError` of your own domain thrown by
    /// an Objective-C subclass that overrides `validateInput(_:)` — keeps its code and its
    /// localized description and failure reason as the messages, and its domain under
    /// ``ParameterKey/domain``:
    ///
    /// ```swift
    /// let foreign = NSError(domain: "Shop", code: 7, userInfo: [
    ///     NSLocalizedDescriptionKey: "Wrong coupon",
    ///     NSLocalizedFailureReasonErrorKey: "This coupon has expired",
    /// ])
    /// let error = ValidationError(bridging: foreign)
    /// error.code.rawValue                   // 7
    /// error.localizedFailureReason()        // "This coupon has expired"
    /// error.parameters[.domain]             // "Shop"
    /// ```
    public init(bridging error: any Error) {
        if let error = error as? ValidationError {
            self = error
            return
        }
        let nsError = error as NSError
        if nsError.domain == InputValidationErrorDomain, let rebuilt = Self(rebuilding: nsError) {
            self = rebuilt
            return
        }
        let description = nsError.localizedDescription
        self.init(
            Code(rawValue: nsError.code),
            parameters: [.domain: .string(nsError.domain)],
            reason: .text(nsError.localizedFailureReason ?? description),
            description: .text(description)
        )
    }

    /// The error an `NSError` of `InputValidationErrorDomain` was bridged from: its code
    /// and parameters, and its messages as custom ones only when they differ from the
    /// built-in messages (so a built-in error comes back equal to itself).
    private init?(rebuilding nsError: NSError) {
        var parameters: [ParameterKey: ParameterValue] = [:]
        let bridged = nsError.userInfo[Self.parametersUserInfoKey] as? [String: Any] ?? [:]
        for (key, value) in bridged {
            guard let value = ParameterValue(foundationValue: value) else { return nil }
            parameters[ParameterKey(rawValue: key)] = value
        }
        self.init(Code(rawValue: nsError.code), parameters: parameters)
        let description = nsError.localizedDescription
        let reason = nsError.localizedFailureReason ?? description
        if description != localizedDescription() { customDescription = .text(description) }
        if reason != localizedFailureReason() { customReason = .text(reason) }
    }
}

extension ValidationError.ParameterValue {
    /// The value of an `NSError`'s parameters (see `ValidationError.parametersUserInfoKey`).
    init?(foundationValue value: Any) {
        switch value {
        case let value as String: self = .string(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as Bool: self = .bool(value)
        case let value as [String]: self = .list(value)
        case let value as Decimal: self = .decimal(value)
        default: return nil
        }
    }
}

extension ValidationError.ParameterKey {
    /// The `NSError` domain of an error that was not a `ValidationError` (see
    /// `ValidationError.init(bridging:)`).
    public static let domain: Self = "domain"
}
