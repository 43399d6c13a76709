import BenchmarkHarness
import InputValidation

/// `alpha-16`: the seed's `AlphaInputValidator` on 16-letter inputs, beside the same
/// alternatives as `numeric-16`.
@MainActor
enum Alpha16 {
    static let benchmark = ShortInputCase.benchmark("alpha-16", "AlphaInputValidator on 16-letter inputs (all valid)", seed: 1602) {
        ShortInputCase.Rule(
            seedPattern: "^[a-zA-Z]*$", body: "[a-zA-Z]*", seed: SeedAlphaInputValidator(), rule: .alpha,
            patternkit: AlphaInputValidator(), swiftRegex: SwiftRegexChecks.letters(), alphabet: Alphabet.letters,
            probes: ["", "Z", "abc1defghijklmno", "Ёлка", "naïve", "hello world", "[]^_`{|}@"]
        )
    }
}
