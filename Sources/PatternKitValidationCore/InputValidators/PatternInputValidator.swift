public import Foundation

/// An ``InputValidator`` for a regular expression: the Strategy article's "template method" done.
/// A subclass supplies only the pattern, the code and the reason.
///
/// ```swift
/// final class HexInputValidator: PatternInputValidator, @unchecked Sendable {
///     init() throws(ValidationError) {
///         try super.init(pattern: "[0-9A-Fa-f]*", code: 20_001, reason: "Only hexadecimal digits")
///     }
/// }
///
/// let hex = try HexInputValidator()
/// hex.isValid("c0ffee")   // true
/// ```
///
/// The pattern is compiled once, in the initializer, which throws
/// ``ValidationError/Code/invalidPattern`` for a pattern that does not compile. It must
/// match the whole text (see ``PatternValidator``).
open class PatternInputValidator: InputValidator, @unchecked Sendable {
    /// The pattern as given.
    public let pattern: String

    /// Compiles `pattern` into a ``PatternValidator`` and holds it as the strategy.
    ///
    /// - Parameters:
    ///   - pattern: An ICU regular expression (the syntax of `NSRegularExpression`).
    ///   - options: Compilation options, such as `.caseInsensitive`.
    ///   - code: The error code; ``ValidationError/Code/patternMismatch`` by default.
    ///   - reason: A failure reason replacing the localized one for `code`.
    /// - Throws: ``ValidationError/Code/invalidPattern`` when `pattern` does not compile.
    public init(
        pattern: String,
        options: NSRegularExpression.Options = [],
        code: ValidationError.Code = .patternMismatch,
        reason: ValidationMessage? = nil
    ) throws(ValidationError) {
        self.pattern = pattern
        super.init(try PatternValidator(pattern, options: options, code: code, reason: reason))
    }
}
