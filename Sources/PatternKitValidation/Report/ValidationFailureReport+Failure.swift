public import PatternKitValidationCore

extension ValidationFailureReport {
    /// One failure on the wire: where (a field, or the whole form), which rule (code and
    /// domain), its typed parameters, and optionally the message the sender rendered.
    public struct Failure: Codable, Sendable, Hashable {
        /// The field's name, as the form knows it; `nil` for the form as a whole.
        public var field: String?

        /// The numeric code.
        public var code: Int

        /// The `NSError` domain of ``code``: `InputValidationErrorDomain` for every
        /// `ValidationError`.
        public var domain: String

        /// The rule's parameters by name (see `ValidationError.parameters`).
        public var parameters: [String: ValidationError.ParameterValue]

        /// The failure reason as the sender rendered it, in the report's language.
        public var message: String?

        /// Whether ``message`` replaces the built-in reason of ``code`` (a rule with its own
        /// message): readers then show it as it is instead of rendering the code. On the wire,
        /// `"customMessage": true`.
        public var hasCustomMessage: Bool

        /// A failure of `field` (the form as a whole when `nil`) with `error`; its message
        /// rendered in `language`, none when `nil`.
        public init(field: String?, error: ValidationError, language: String? = nil) {
            self.field = field
            self.code = error.code.rawValue
            self.domain = InputValidationErrorDomain
            self.parameters = Dictionary(
                uniqueKeysWithValues: error.parameters.map { ($0.key.rawValue, $0.value) })
            self.message = language.map { error.localizedFailureReason(in: $0) }
            self.hasCustomMessage = error.customReason != nil
        }

        /// The failure as a `ValidationError` to show like the app's own: rendered from its
        /// code in the reader's language, or — for a message of its own, a code this version
        /// has no message for, or an error of another domain — with the sender's message
        /// (the generic "The input is not valid" when it sent none).
        public var error: ValidationError {
            var error = ValidationError(
                ValidationError.Code(rawValue: code),
                parameters: Dictionary(
                    uniqueKeysWithValues: parameters.map { (ValidationError.ParameterKey(rawValue: $0.key), $0.value) })
            )
            let rendersLocally = domain == InputValidationErrorDomain && !hasCustomMessage && error.hasBuiltInReason
            if !rendersLocally, let message {
                error.customReason = .text(message)
            }
            return error
        }

        private enum CodingKeys: String, CodingKey {
            case field, code, domain, parameters, message, customMessage
        }

        /// Decodes a failure; parameters of a type this version does not know are skipped.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            field = try container.decodeIfPresent(String.self, forKey: .field)
            code = try container.decode(Int.self, forKey: .code)
            // A failure that names no domain is not known to be ours: shown with its message.
            domain = try container.decodeIfPresent(String.self, forKey: .domain) ?? ""

            let wire = try container.decodeIfPresent([String: WireParameterValue].self, forKey: .parameters) ?? [:]
            parameters = wire.compactMapValues(\.value)
            message = try container.decodeIfPresent(String.self, forKey: .message)
            hasCustomMessage = try container.decodeIfPresent(Bool.self, forKey: .customMessage) ?? false
        }

        /// Encodes the failure; `message` and `customMessage` only when set.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(field, forKey: .field)
            try container.encode(code, forKey: .code)
            try container.encode(domain, forKey: .domain)
            try container.encode(parameters.mapValues(WireParameterValue.init), forKey: .parameters)
            try container.encodeIfPresent(message, forKey: .message)
            if hasCustomMessage { try container.encode(true, forKey: .customMessage) }
        }
    }
}
