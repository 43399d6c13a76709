import BenchmarkHarness
import PatternKitValidation

/// `alpha-16`: the Strategy article's `AlphaInputValidator` on 16-letter inputs, beside the same
/// alternatives as `numeric-16`.
@MainActor
enum Alpha16 {
    static let benchmark = ShortInputCase.benchmark(
        "alpha-16", "AlphaInputValidator on 16-letter inputs (all valid)", article: 1602
    ) {
        ShortInputCase.Rule(
            articlePattern: "^[a-zA-Z]*$", body: "[a-zA-Z]*", article: ArticleAlphaInputValidator(), rule: .alpha,
            patternkit: AlphaInputValidator(), swiftRegex: SwiftRegexChecks.letters(), alphabet: Alphabet.letters,
            probes: ["", "Z", "abc1defghijklmno", "Ёлка", "naïve", "hello world", "[]^_`{|}@"]
        )
    }
}
