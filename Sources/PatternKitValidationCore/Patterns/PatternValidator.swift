public import Foundation

/// Accepts text that a regular expression matches as a whole: the template behind
/// every pattern rule, configured with only a pattern, a code and a reason.
///
/// The pattern is compiled once, when the validator is made; an invalid pattern is an
/// error then (code ``ValidationError/Code/invalidPattern``), never a crash and never a
/// validator that silently rejects everything. The match must cover the whole text —
/// the pattern behaves as if written `\A(?:pattern)\z` — so `[0-9]*` rejects "1\n2",
/// which the Strategy article's `^[0-9]*$` with `.anchorsMatchLines` accepted. Patterns whose end
/// would swallow such a wrapper (an open `\Q`, a trailing `\c`, a `(?x)` comment) and
/// literal patterns (`.ignoreMetacharacters`) are matched at the start of the text and must
/// reach its end.
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

    /// The compiled expression, and whether it is anchored to the whole text already.
    private let expression: NSRegularExpression
    private let isWrapped: Bool

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
        let standalone = try Self.compile(pattern, options: options, pattern: pattern)
        if let wrapped = Self.anchored(pattern, options: options, groups: standalone.numberOfCaptureGroups) {
            self.expression = wrapped
            self.isWrapped = true
        } else {
            self.expression = standalone
            self.isWrapped = false
        }
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
        if isWrapped {
            return expression.firstMatch(in: input, options: [], range: whole) != nil
        }
        // A pattern that cannot be wrapped: the first match at the start must reach the end.
        return expression.firstMatch(in: input, options: [.anchored], range: whole)?.range == whole
    }

    /// `\A(?:pattern)\z` compiled, or `nil` when the wrapper would not mean that.
    ///
    /// The wrapper is text around the pattern, so the end of the pattern can swallow it:
    /// an open `\Q` quotes it, a trailing `\c` takes its `)`, a `#` comment in `(?x)` mode
    /// comments it out; with `.ignoreMetacharacters` it is literal text. An empty group
    /// after the closing parenthesis tells: when the wrapped expression does not have one
    /// capture group more than the pattern alone, the wrapper did not stay a wrapper.
    private static func anchored(
        _ pattern: String, options: NSRegularExpression.Options, groups: Int
    ) -> NSRegularExpression? {
        guard !options.contains(.ignoreMetacharacters), !endsWithControlEscape(pattern) else { return nil }
        // With comments allowed, a trailing `# comment` would swallow the closing `)`:
        // the newline ends it (and is ignored as whitespace).
        let closing = options.contains(.allowCommentsAndWhitespace) ? "\n)()\\z" : ")()\\z"
        guard let wrapped = try? NSRegularExpression(pattern: "\\A(?:" + pattern + closing, options: options),
            wrapped.numberOfCaptureGroups == groups + 1
        else { return nil }
        return wrapped
    }

    /// Whether `pattern` ends with `\c` (an escape that takes the next character, whatever
    /// the wrapper puts there: its `)`, or the newline that ends a comment in `(?x)` mode,
    /// which would leave the group count intact and change the meaning).
    private static func endsWithControlEscape(_ pattern: String) -> Bool {
        guard pattern.hasSuffix("\\c") else { return false }
        let backslashes = pattern.dropLast().reversed().prefix { $0 == "\\" }.count
        return backslashes % 2 == 1
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
