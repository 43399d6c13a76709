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

        /// Whether text the failure repeats from the request was cut: ``field`` (a duplicate
        /// key's path) or the `value` parameter (a refused choice, a taken name) longer than 64
        /// Unicode scalars keeps its first 63 and ends with "…". On the wire, `"truncated": true`.
        public var isTruncated: Bool

        /// The names of parameters this reader skipped, sorted: a value it could not read
        /// (`{"int": "3"}`, a `double` that is no number, a `date` that is no date, something
        /// other than an object) or of a type this version does not know (a newer sender's).
        /// The rest of the failure is read; a failure with a skipped parameter shows the
        /// sender's message when there is one (``error``). Empty for a failure made here.
        public var skippedParameters: [String]

        /// A failure of `field` (the form as a whole when `nil`) with `error`; its message
        /// rendered in `language`, none when `nil`. A field name or a `value` parameter longer
        /// than 64 Unicode scalars is cut first (``isTruncated``), so the message repeats the
        /// cut text too.
        public init(field: String?, error: ValidationError, language: String? = nil) {
            var error = error
            var isTruncated = false
            if let field {
                let bounded = EchoedText.bounded(field)
                self.field = bounded.text
                isTruncated = bounded.isCut
            } else {
                self.field = nil
            }
            if case .string(let value)? = error.parameters[.value] {
                let bounded = EchoedText.bounded(value)
                error.parameters[.value] = .string(bounded.text)
                isTruncated = isTruncated || bounded.isCut
            }
            self.code = error.code.rawValue
            self.domain = InputValidationErrorDomain
            self.parameters = Dictionary(
                uniqueKeysWithValues: error.parameters.map { ($0.key.rawValue, $0.value) })
            self.message = language.map { error.localizedFailureReason(in: $0) }
            self.hasCustomMessage = error.customReason != nil
            self.isTruncated = isTruncated
            self.skippedParameters = []
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
            // A parameter that was skipped would leave a hole in the built-in reason: the
            // sender's message, written with it, says more.
            let rendersLocally =
                domain == InputValidationErrorDomain && !hasCustomMessage && error.hasBuiltInReason
                && (skippedParameters.isEmpty || message == nil)
            if !rendersLocally, let message {
                error.customReason = .text(message)
            }
            return error
        }

        private enum CodingKeys: String, CodingKey {
            case field, code, domain, parameters, message, customMessage, truncated
        }

        /// A parameter's name as a coding key.
        private struct ParameterName: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        /// Decodes a failure. A parameter that cannot be read, or is of a type this version
        /// does not know, is skipped and named in ``skippedParameters``; the failure is kept.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            field = try container.decodeIfPresent(String.self, forKey: .field)
            code = try container.decode(Int.self, forKey: .code)
            // A failure that names no domain is not known to be ours: shown with its message.
            domain = try container.decodeIfPresent(String.self, forKey: .domain) ?? ""

            var parameters: [String: ValidationError.ParameterValue] = [:]
            var skipped: [String] = []
            if container.contains(.parameters), try !container.decodeNil(forKey: .parameters) {
                let wire = try container.nestedContainer(keyedBy: ParameterName.self, forKey: .parameters)
                for key in wire.allKeys {
                    if let value = try? wire.decode(WireParameterValue.self, forKey: key).value {
                        parameters[key.stringValue] = value
                    } else {
                        skipped.append(key.stringValue)
                    }
                }
            }
            self.parameters = parameters
            skippedParameters = skipped.sorted()
            message = try container.decodeIfPresent(String.self, forKey: .message)
            hasCustomMessage = try container.decodeIfPresent(Bool.self, forKey: .customMessage) ?? false
            isTruncated = try container.decodeIfPresent(Bool.self, forKey: .truncated) ?? false
        }

        /// Encodes the failure; `message`, `customMessage` and `truncated` only when set
        /// (``skippedParameters`` are what this reader skipped, never sent on).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(field, forKey: .field)
            try container.encode(code, forKey: .code)
            try container.encode(domain, forKey: .domain)
            try container.encode(parameters.mapValues(WireParameterValue.init), forKey: .parameters)
            try container.encodeIfPresent(message, forKey: .message)
            if hasCustomMessage { try container.encode(true, forKey: .customMessage) }
            if isTruncated { try container.encode(true, forKey: .truncated) }
        }
    }
}
