/// The Strategy article's letters validator: `^[a-zA-Z]*$`, code 1002.
final class ArticleAlphaInputValidator: ArticleInputValidator {
    override var pattern: String { "^[a-zA-Z]*$" }
    override var code: Int { 1002 }
    override var reason: String { "The input can contain only letters" }
}
