import BenchmarkHarness
import PatternKitValidation

/// `email-32`: 32-character e-mail addresses, through the usual e-mail regular expression
/// built on every call (the Strategy article's technique), the same expression cached, a Swift regex,
/// PatternKit's regex template with that pattern, and PatternKit's e-mail rule (a
/// single-pass scanner that also accepts internationalized addresses).
///
/// The rules differ at the edges (PatternKit rejects `a..b@example.com` and accepts
/// `用户@例子.中国`; the regex does the opposite), so the variants are checked on addresses
/// where both are right, and timed on valid ASCII addresses.
@MainActor
enum Email32 {
    static let benchmark = BenchmarkCase(
        "email-32", "e-mail addresses of 32 characters (all valid)",
        baseline: "article"
    ) {
        let checks = try RuleChecks.make(
            articlePattern: ArticleEmailInputValidator.emailPattern,
            body: "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}",
            article: ArticleEmailInputValidator(),
            rule: EmailValidator.email,
            patternkit: InputValidator(.email),
            swiftRegex: SwiftRegexChecks.email()
        )
        var generator = InputGenerator(seed: 32)
        // 7 + 1 + 8 letters, "@", 7 letters, ".example": 32 characters.
        let inputs = opaqueInputs(
            (0..<8).map { _ in
                generator.string(length: 7, from: Alphabet.lowercase) + "."
                    + generator.string(length: 8, from: Alphabet.lowercase)
                    + "@" + generator.string(length: 7, from: Alphabet.lowercase) + ".example"
            })
        let probes = [
            "ada.lovelace+news@example.co.uk", "ada@example.com", "ada", "ada@", "@example.com", "ada@example",
            "ada@@example.com", "ada lovelace@example.com", "ada@exa mple.com", "ada@example.123",
        ]
        try ValidationVariants.verify(checks.all, on: inputs + probes, in: "email-32")
        return checks.all.map { ValidationVariants.variant($0, inputs: inputs) }
    }
}
