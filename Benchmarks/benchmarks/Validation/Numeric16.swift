import BenchmarkHarness
import PatternKitValidation

/// `numeric-16`: the Strategy article's `NumericInputValidator` on 16-digit inputs, beside a cached
/// `NSRegularExpression`, a Swift regex, PatternKit's regex template and PatternKit.
@MainActor
enum Numeric16 {
    static let benchmark = ShortInputCase.benchmark(
        "numeric-16", "NumericInputValidator on 16-digit inputs (all valid)", article: 16
    ) {
        ShortInputCase.Rule(
            articlePattern: "^[0-9]*$", body: "[0-9]*", article: ArticleNumericInputValidator(), rule: .numeric,
            patternkit: NumericInputValidator(), swiftRegex: SwiftRegexChecks.digits(), alphabet: Alphabet.digits,
            probes: ["", "0", "12a4567890123456", "١٢٣", "１２３", "123 456", "9999999999999999x"]
        )
    }
}
