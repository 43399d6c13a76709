/// The Strategy article's numeric validator: `^[0-9]*$`, code 1001.
final class ArticleNumericInputValidator: ArticleInputValidator {
    override var pattern: String { "^[0-9]*$" }
    override var code: Int { 1001 }
    override var reason: String { "The input can contain only numerical values" }
}
