import Foundation

/// Accepts text that a regular expression matches as a whole: the template behind
/// every pattern rule, configured with only a pattern, a code and a reason.
///
/// The pattern is compiled once, when the validator is made; an invalid pattern is an
/// error then (code ``ValidationError/Code/invalidPattern``), never a crash and never a
/// validator that silently rejects everything. The match must cover the whole text —
/// the pattern behaves as if written `\A(?:pattern)\z` — so `[0-9]*` rejects "1\n2",
/// which the seed's `^[0-9]*$` with `.anchorsMatchLines` accepted.
///
/// ```swift
/// let postcode = try PatternValidator("[0-9]{6}", reason: "An Indian PIN code has six digits")
/// postcode.isValid("110001")   // true
/// postcode.isValid("11000")    // false
///
/// do { _ = try PatternValidator("[0-9") } catch {
///     print(error.code)        // 1099
/// }
/// ```
///
/// For character sets, prefer ``CharacterClassValidator``: it gives the same answers
/// orders of magnitude faster.
public struct PatternValidator: Validator {
    /// The pattern as given.
    public let pattern: String

    /// The code of the error thrown when the text does not match.
    public let code: ValidationError.Code

    /// A failure reason replacing the localized one for ``code``, if any.
    public let reason: ValidationMessage?

    /// The pattern anchored to the whole text, compiled once.
    private let expression: NSRegularExpression

    /// Compiles `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: An ICU regular expression (the syntax of `NSRegularExpression`).
    ///   - options: Compilation options, such as `.caseInsensitive`.
    ///   - code: The error code; ``ValidationError/Code/patternMismatch`` by default.
    ///   - reason: A failure reason replacing the localized one for `code`.
    /// - Throws: ``ValidationError/Code/invalidPattern`` when `pattern` does not compile,
    ///   with the pattern and the system's explanation as parameters.
    public init(
        _ pattern: String,
        options: NSRegularExpression.Options = [],
        code: ValidationError.Code = .patternMismatch,
        reason: ValidationMessage? = nil
    ) throws(ValidationError) {
        // Compile the pattern alone first, so a mistake is reported against what was written.
        _ = try Self.compile(pattern, options: options, pattern: pattern)
        // With comments allowed, a trailing `# comment` would swallow the closing `)`:
        // the newline ends it (and is ignored as whitespace).
        let closing = options.contains(.allowCommentsAndWhitespace) ? "\n)\\z" : ")\\z"
        self.expression = try Self.compile("\\A(?:" + pattern + closing, options: options, pattern: pattern)
        self.pattern = pattern
        self.code = code
        self.reason = reason
    }

    /// Throws when the pattern does not match the whole of `input`.
    public func validate(_ input: String) throws(ValidationError) {
        guard isValid(input) else {
            throw ValidationError(code, parameters: [.pattern: .string(pattern)], reason: reason)
        }
    }

    /// Whether the pattern matches the whole of `input`.
    public func isValid(_ input: String) -> Bool {
        let whole = NSRange(location: 0, length: input.utf16.count)
        return expression.firstMatch(in: input, options: [], range: whole) != nil
    }

    private static func compile(
        _ source: String, options: NSRegularExpression.Options, pattern: String
    ) throws(ValidationError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: source, options: options)
        } catch {
            throw ValidationError(
                .invalidPattern,
                parameters: [.pattern: .string(pattern), .detail: .string((error as NSError).localizedDescription)]
            )
        }
    }
}
