extension ValidationError {
    /// A stable numeric error code: the `NSError` code of a ``ValidationError``.
    ///
    /// Codes are an open set. PatternKit's own codes are static members
    /// (``numeric`` = 1001, ``alpha`` = 1002, …) and never change meaning; the ranges
    /// they come from are fixed:
    ///
    /// | range | owner |
    /// |---|---|
    /// | 1000–1099 | the core validators (``coreCodes``) |
    /// | 1100–1999 | the rule library (``ruleLibraryCodes``) |
    /// | 2000–9999 | reserved for PatternKit |
    /// | anything else | your app (``isReservedForPatternKit`` is `false`) |
    ///
    /// An app declares its own codes the same way:
    ///
    /// ```swift
    /// extension ValidationError.Code {
    ///     static let vatNumber: Self = 20_001
    /// }
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
        CustomStringConvertible
    {
        /// The integer value, used as the `NSError` code.
        public let rawValue: Int

        /// Wraps an integer code.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Wraps an integer literal: `let code: ValidationError.Code = 20_001`.
        public init(integerLiteral value: Int) {
            self.init(rawValue: value)
        }

        /// The decimal code, for example `"1001"`.
        public var description: String { String(rawValue) }

        /// Orders codes by their integer value.
        public static func < (lhs: Code, rhs: Code) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// Whether the code lies in 1000–9999, the range PatternKit keeps for itself.
        public var isReservedForPatternKit: Bool {
            (1000...9999).contains(rawValue)
        }

        /// The codes of the core validators: 1000–1099.
        public static let coreCodes: ClosedRange<Int> = 1000...1099

        /// The codes of the rule library (length, e-mail, …): 1100–1999.
        public static let ruleLibraryCodes: ClosedRange<Int> = 1100...1999

        // MARK: Core codes

        /// 1001: the input has a character that is not an ASCII digit `0`–`9`.
        /// Thrown by ``NumericInputValidator`` and ``Validator/numeric``.
        public static let numeric: Code = 1001

        /// 1002: the input has a character that is not an ASCII letter `a`–`z`, `A`–`Z`.
        /// Thrown by ``AlphaInputValidator`` and ``Validator/alpha``.
        public static let alpha: Code = 1002

        /// 1003: the input has a character that is not an ASCII letter or digit.
        public static let alphanumeric: Code = 1003

        /// 1004: the input has a character outside the allowed ``CharacterClass``.
        public static let disallowedCharacter: Code = 1004

        /// 1005: the input has a character that is not a decimal digit of any script.
        public static let decimalDigits: Code = 1005

        /// 1006: the input has a character that is not a letter (or mark) of any script.
        public static let letters: Code = 1006

        /// 1007: the input does not match a ``PatternValidator``'s pattern.
        public static let patternMismatch: Code = 1007

        /// 1098: a `TextEdit`'s range does not fit its text (outside it, or splitting a surrogate pair).
        public static let invalidEdit: Code = 1098

        /// 1099: a ``PatternValidator`` was given a pattern that is not a valid regular
        /// expression. Thrown when the validator is created, never while validating.
        public static let invalidPattern: Code = 1099
    }
}
