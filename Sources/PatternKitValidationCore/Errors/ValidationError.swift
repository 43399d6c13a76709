/// The `NSError` domain of every ``ValidationError``: `"InputValidationErrorDomain"`.
///
/// ```swift
/// let error = try? NumericInputValidator().validate("12a") // throws
/// // (error as NSError).domain == InputValidationErrorDomain
/// ```
public let InputValidationErrorDomain = "InputValidationErrorDomain"

/// Why an input failed validation: a stable numeric code, the parameters of the rule
/// that failed, and localized messages.
///
/// Every built-in validator throws `ValidationError`. It is `Sendable` and `Equatable`,
/// and it bridges to `NSError`:
///
/// ```swift
/// do {
///     try NumericInputValidator().validate("12a")
/// } catch {
///     let nsError = error as NSError
///     nsError.domain                      // "InputValidationErrorDomain"
///     nsError.code                        // 1001
///     nsError.localizedDescription        // "Input Validation Failed"
///     nsError.localizedFailureReason      // "The input can contain only numerical values"
///     nsError.localizedRecoverySuggestion // "Use only the digits 0–9"
/// }
/// ```
///
/// Messages come from the package's localized tables (16 languages, with plural forms
/// for counts) in the language chosen through ``ValidationLocalization``; a
/// validator can replace them with its own (see `Validator.message(_:description:)`).
/// Apps that word their own messages read ``code`` and ``parameters``.
public struct ValidationError: Error, Sendable, Hashable {
    /// Which rule failed. Stable across releases; see the "Error codes" article.
    public var code: Code

    /// The parameters of the rule that failed and where it failed, for example
    /// `[.character: "a", .utf16Offset: 2]` when a digits-only rule meets an "a".
    /// The keys each code sets are listed in the "Error codes" article.
    public var parameters: [ParameterKey: ParameterValue]

    /// A failure reason that replaces the localized one, set by the validator's owner.
    public var customReason: ValidationMessage?

    /// A description (the alert title) that replaces the localized one.
    public var customDescription: ValidationMessage?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: Which rule failed.
    ///   - parameters: The rule's parameters and where it failed.
    ///   - reason: A failure reason replacing the localized one for `code`.
    ///   - description: A description replacing the localized one.
    public init(
        _ code: Code,
        parameters: [ParameterKey: ParameterValue] = [:],
        reason: ValidationMessage? = nil,
        description: ValidationMessage? = nil
    ) {
        self.code = code
        self.parameters = parameters
        self.customReason = reason
        self.customDescription = description
    }

    /// The error's description (the alert title) in `language`, or in
    /// ``ValidationLocalization/currentLanguage`` when `language` is `nil`.
    ///
    /// ```swift
    /// error.localizedDescription(in: "ru") // "Ошибка проверки ввода"
    /// ```
    public func localizedDescription(in language: String? = nil) -> String {
        render(customDescription, language: language) {
            MessageCatalog.shared.description(for: code, language: $0, parameters: parameters)
        }
    }

    /// The error's failure reason in `language`, or in
    /// ``ValidationLocalization/currentLanguage`` when `language` is `nil`.
    ///
    /// ```swift
    /// error.localizedFailureReason(in: "hi") // "इनपुट में केवल अंक (0–9) हो सकते हैं"
    /// ```
    public func localizedFailureReason(in language: String? = nil) -> String {
        render(customReason, language: language) {
            MessageCatalog.shared.reason(for: code, language: $0, parameters: parameters)
        }
    }

    /// What to type instead, in `language` (or ``ValidationLocalization/currentLanguage``),
    /// for the codes that have such a hint; `nil` for the others and when ``customReason``
    /// replaces the built-in reason.
    ///
    /// The Strategy article's English reasons say "numerical values" and "letters"; the suggestion
    /// says exactly what the rule accepts. Other languages name it in the reason itself, and
    /// their suggestion says what is not accepted:
    ///
    /// ```swift
    /// let error = NumericInputValidator().failures("١٢٣")[0]
    /// error.localizedFailureReason(in: "en")      // "The input can contain only numerical values"
    /// error.localizedRecoverySuggestion(in: "en") // "Use only the digits 0–9"
    /// error.localizedFailureReason(in: "de")      // "Die Eingabe darf nur Ziffern (0–9) enthalten"
    /// ```
    public func localizedRecoverySuggestion(in language: String? = nil) -> String? {
        guard customReason == nil else { return nil }
        let resolved = ValidationLocalization.resolvedLanguage(language)
        return MessageCatalog.shared.suggestion(for: code, language: resolved, parameters: parameters)
            .map { MessageTemplate.render($0, parameters: parameters, language: resolved) }
    }

    /// Whether this version of the package words ``code`` itself (a reason of its own, not the
    /// generic one), so the error can be rendered again in any language from its code and
    /// parameters alone.
    package var hasBuiltInReason: Bool {
        MessageCatalog.shared.hasReason(for: code)
    }

    /// `custom` when set, else the built-in template for the resolved language, with
    /// the parameters filled in.
    private func render(
        _ custom: ValidationMessage?, language: String?, builtIn: (String) -> String
    ) -> String {
        if let custom {
            // A language asked for by name (a server's report for a request) is served in that
            // language or English, never in the process's own default language.
            let preferences = language.map { [$0, "en"] } ?? ValidationLocalization.preferences(nil)
            return custom.render(preferences: preferences, parameters: parameters)
        }
        let resolved = ValidationLocalization.resolvedLanguage(language)
        return MessageTemplate.render(builtIn(resolved), parameters: parameters, language: resolved)
    }

    /// A copy whose messages are replaced by `reason` and, when given, `description`.
    public func replacingMessages(reason: ValidationMessage?, description: ValidationMessage? = nil) -> ValidationError
    {
        var copy = self
        if let reason { copy.customReason = reason }
        if let description { copy.customDescription = description }
        return copy
    }
}

extension ValidationError: CustomStringConvertible {
    /// The code and the English failure reason, for logs: `ValidationError(1001: The input can contain only numerical values)`.
    public var description: String {
        "ValidationError(\(code.rawValue): \(localizedFailureReason(in: "en")))"
    }
}
