import BenchmarkHarness
import Foundation
import PatternKitValidation

/// `message-fr`: a counted French message with a decimal parameter — `tooShort`'s failure
/// reason (a plural template: "%#@minimum@ caractère(s)") with a minimum of 2.5, 3.25, …,
/// rendered in French ("La saisie est trop courte : 2,5 caractères minimum").
///
/// - `formatter-per-call`: what rendering costs when a `NumberFormatter` is made for each
///   message (French locale, decimal style) and the plural form is picked by hand.
/// - `patternkit`: `ValidationError.localizedFailureReason(in: "fr")`: the catalog's French
///   plural template, its plural rules, the decimal written by `MessageFormatters`.
@MainActor
enum MessageFr {
    static let benchmark = BenchmarkCase(
        "message-fr", "a counted French message with a decimal parameter (tooShort, minimum 2.5)",
        baseline: "formatter-per-call",
        // Issue 30: ≤ 1 µs, without a NumberFormatter per call nor re-scanning plural templates.
        goals: [.atMost("patternkit", nanoseconds: 1_000)]
    ) {
        let minimums = [2.5, 3.25, 4.5, 5.75, 6.5, 7.25, 8.5, 9.75]
        let errors = opaqueInputs(minimums.map { ValidationError(.tooShort, parameters: [.minimum: .double($0)]) })
        let values = opaqueInputs(minimums)
        for (error, minimum) in zip(errors, minimums) {
            let mine = error.localizedFailureReason(in: "fr")
            let theirs = perCall(minimum)
            try VerificationFailure.check(
                mine == theirs, "message-fr: patternkit wrote “\(mine)”, the per-call formatter “\(theirs)”")
        }
        return [
            Variant("formatter-per-call") { iterations in
                var length = 0
                for index in 0..<iterations { length &+= perCall(values[index & 7]).utf8.count }
                blackHole(length)
            },
            Variant("patternkit") { iterations in
                var length = 0
                for index in 0..<iterations {
                    length &+= errors[index & 7].localizedFailureReason(in: "fr").utf8.count
                }
                blackHole(length)
            },
        ]
    }

    /// The French message with a formatter made for this call; French plural rules: "one" for
    /// 0 ≤ n < 2, "other" for the decimals used here.
    static func perCall(_ minimum: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "fr@numbers=latn")
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.maximumFractionDigits = 15
        let number = formatter.string(from: NSNumber(value: minimum)) ?? "\(minimum)"
        let unit = minimum < 2 ? "caractère" : "caractères"
        return "La saisie est trop courte\u{00A0}: \(number) \(unit) minimum"
    }
}
