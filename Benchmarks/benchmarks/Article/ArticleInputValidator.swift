import Foundation

/// The Strategy article's validator, as its code does it (written here from the Strategy article's
/// description, on a `String` instead of a `UITextField`'s text): every call builds an
/// `NSRegularExpression` from the pattern with `.anchorsMatchLines`, counts anchored
/// matches over the whole text (UTF-16 length, as `NSString` counts), and throws an
/// `NSError` in `InputValidationErrorDomain` when there is none.
///
/// Subclasses supply the pattern, the code and the reason, as the Strategy article's two do.
/// (With `.anchorsMatchLines`, `^`/`$` match at line breaks, so "1\n2" passes the
/// numeric rule: a bug PatternKit fixes; the benchmarks only feed single-line text.)
class ArticleInputValidator: NSObject {
    /// The regular expression, compiled again on every call.
    var pattern: String { "" }
    /// The error code.
    var code: Int { 0 }
    /// The failure reason.
    var reason: String { "" }

    /// Throws an `NSError` when `text` does not match ``pattern``.
    func validateInput(_ text: String) throws {
        let regex = try NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
        let matches = regex.numberOfMatches(
            in: text, options: .anchored, range: NSRange(location: 0, length: text.utf16.count))
        if matches == 0 {
            throw NSError(
                domain: "InputValidationErrorDomain", code: code,
                userInfo: [
                    NSLocalizedDescriptionKey: "Input Validation Failed",
                    NSLocalizedFailureReasonErrorKey: reason,
                ])
        }
    }

    /// Whether ``validateInput(_:)`` passes.
    func isValid(_ text: String) -> Bool {
        (try? validateInput(text)) != nil
    }
}
