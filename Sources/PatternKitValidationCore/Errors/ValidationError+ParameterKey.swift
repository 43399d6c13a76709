extension ValidationError {
    /// The name of one parameter of a failed rule, such as ``character`` or ``utf16Offset``.
    ///
    /// Localized messages refer to parameters by name in braces:
    /// `"The input contains a character that is not allowed: “{character}”"`.
    /// Rules add their own keys the same way:
    ///
    /// ```swift
    /// extension ValidationError.ParameterKey {
    ///     static let minimum: Self = "minimum"
    /// }
    /// ```
    public struct ParameterKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The name, as written between braces in message templates.
        public let rawValue: String

        /// Wraps a name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Wraps a string literal.
        public init(stringLiteral value: String) {
            self.init(rawValue: value)
        }

        /// The name.
        public var description: String { rawValue }

        /// The first character (Unicode scalar) the rule rejected, as a `String`.
        public static let character: ParameterKey = "character"

        /// Where the rule failed, in UTF-16 code units from the start of the validated
        /// text (the unit of `NSRange` and `UITextField` positions). For an edit checked
        /// with ``Validator/validate(edit:)`` it is an offset in the text after the edit.
        public static let utf16Offset: ParameterKey = "utf16Offset"

        /// The regular-expression pattern of a ``PatternValidator``.
        public static let pattern: ParameterKey = "pattern"

        /// A human-readable detail from the system, such as why a pattern did not compile.
        public static let detail: ParameterKey = "detail"

        /// The location of a `TextEdit`'s range (UTF-16 units).
        public static let location: ParameterKey = "location"

        /// The length of a `TextEdit`'s range (UTF-16 units).
        public static let length: ParameterKey = "length"

        /// The length of a `TextEdit`'s text (UTF-16 units).
        public static let textLength: ParameterKey = "textLength"
    }
}
