import BenchmarkHarness
import PatternKitValidation

/// The shape of `numeric-16` and `alpha-16`: one article validator on eight 16-character
/// valid inputs, beside a cached `NSRegularExpression`, a Swift regex, PatternKit's regex
/// template and PatternKit's validator class, with the goals.
@MainActor
enum ShortInputCase {
    /// The rule under test.
    struct Rule {
        /// The Strategy article's pattern, `^[0-9]*$`.
        let articlePattern: String
        /// The pattern without anchors, `[0-9]*`.
        let body: String
        /// The Strategy article's validator.
        let article: ArticleInputValidator
        /// PatternKit's rule as a value.
        let rule: CharacterClassValidator
        /// PatternKit's validator class.
        let patternkit: InputValidator
        /// The Swift regex check, where `Regex` is available.
        let swiftRegex: ValidationCheck?
        /// What valid inputs are made of.
        let alphabet: String
        /// Inputs every variant must answer alike (valid and invalid).
        let probes: [String]
    }

    static func benchmark(_ name: String, _ summary: String, article: UInt64, rule: @escaping () -> Rule)
        -> BenchmarkCase
    {
        BenchmarkCase(
            name, summary, baseline: "article",
            goals: [
                .faster("patternkit", than: "article", by: 100),
                .faster("patternkit", than: "nsregex-cached", by: 10),
            ]
        ) {
            let rule = rule()
            let checks = try RuleChecks.make(
                articlePattern: rule.articlePattern, body: rule.body, article: rule.article,
                rule: rule.rule, patternkit: rule.patternkit, swiftRegex: rule.swiftRegex
            )
            var generator = InputGenerator(seed: article)
            let inputs = generator.strings(8, length: 16, from: rule.alphabet)
            try ValidationVariants.verify(checks.all, on: inputs + rule.probes, in: name)
            return checks.all.map { ValidationVariants.variant($0, inputs: inputs) }
        }
    }
}
