/// An e-mail validator in the Strategy article's style: a regular expression built on every call with
/// `.anchorsMatchLines`. The Strategy article has no e-mail rule; this is the pattern such code
/// usually carries (letters, digits and `._%+-`, an `@`, a dotted domain, a letters-only
/// top-level domain), the one the e-mail rules of the usual validation libraries use too.
final class ArticleEmailInputValidator: ArticleInputValidator {
    /// The usual e-mail pattern, anchored.
    static let emailPattern = "^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}$"

    override var pattern: String { Self.emailPattern }
    override var code: Int { 1150 }
    override var reason: String { "The input is not an e-mail address" }
}
