public import Foundation

extension ValidationError: CustomNSError {
    /// ``InputValidationErrorDomain``.
    public static var errorDomain: String { InputValidationErrorDomain }

    /// ``code``'s raw value, the `NSError` code.
    public var errorCode: Int { code.rawValue }

    /// The `NSError` user info: `NSLocalizedDescriptionKey` and
    /// `NSLocalizedFailureReasonErrorKey` in ``ValidationLocalization/currentLanguage``,
    /// `NSLocalizedRecoverySuggestionErrorKey` for the codes that have a suggestion
    /// (``localizedRecoverySuggestion(in:)``), and the ``parameters`` under
    /// ``parametersUserInfoKey`` (values are `Int`, `Double`, `Decimal`, `Bool`, `String`,
    /// `Date` or, for a list, `[String]`).
    public var errorUserInfo: [String: Any] {
        let language = ValidationLocalization.currentLanguage
        var info: [String: Any] = [
            NSLocalizedDescriptionKey: localizedDescription(in: language),
            NSLocalizedFailureReasonErrorKey: localizedFailureReason(in: language),
        ]
        if let suggestion = localizedRecoverySuggestion(in: language) {
            info[NSLocalizedRecoverySuggestionErrorKey] = suggestion
        }
        if !parameters.isEmpty {
            var bridged: [String: Any] = [:]
            for (key, value) in parameters {
                bridged[key.rawValue] = value.foundationValue
            }
            info[Self.parametersUserInfoKey] = bridged
        }
        return info
    }

    /// The `NSError` user-info key whose value is a `[String: Any]` of the error's ``parameters``.
    public static let parametersUserInfoKey = "InputValidationParameters"
}

extension ValidationError: LocalizedError {
    /// The description ("Input Validation Failed") in ``ValidationLocalization/currentLanguage``.
    public var errorDescription: String? {
        localizedDescription(in: nil)
    }

    /// The failure reason in ``ValidationLocalization/currentLanguage``.
    public var failureReason: String? {
        localizedFailureReason(in: nil)
    }

    /// The recovery suggestion in ``ValidationLocalization/currentLanguage``, when the code has one.
    public var recoverySuggestion: String? {
        localizedRecoverySuggestion(in: nil)
    }
}
