import BenchmarkHarness
import Foundation
import PatternKitRegions

/// `postal-any`: one postal code of a given country, eight countries in turn: PatternKit's
/// table walk against the data's pattern compiled once as an `NSRegularExpression`.
@MainActor
enum PostalAny {
    static let benchmark = BenchmarkCase(
        "postal-any", "one postal code of a given country (8 countries in turn)",
        baseline: "nsregex-cached",
        goals: [.atMost("patternkit", nanoseconds: 200)]
    ) {
        let codes = [
            "NL": "1234 AB", "GB": "SW1A 1AA", "CA": "K1A 0B1", "US": "94103-1234",
            "JP": "100-0001", "BR": "01310-100", "DE": "10115", "SE": "114 55",
        ]
        let countries = codes.keys.sorted()
        let validators = opaqueInputs(countries.map { RegionalPostalCodeValidator(country: $0) })
        let expressions = try opaqueInputs(countries.map { try RegexPlan.whole(RegionPatterns.postal[$0]!) })
        let inputs = opaqueInputs(countries.map { codes[$0]! })
        for (index, country) in countries.enumerated() {
            for probe in [inputs[index], "12345", "1234 AB", "AB1 2CD", "100-0001"] {
                let expected = RegexPlan.matchesWhole(expressions[index], probe)
                try VerificationFailure.check(
                    validators[index].isValid(probe) == expected,
                    "postal-any: patternkit and the regex disagree on \(probe) in \(country)")
            }
        }
        let mask = inputs.count - 1
        return [
            Variant("nsregex-cached") { iterations in
                var passed = 0
                for index in 0..<iterations
                where RegexPlan.matchesWhole(expressions[index & mask], inputs[index & mask]) {
                    passed &+= 1
                }
                blackHole(passed)
            },
            Variant("patternkit") { iterations in
                var passed = 0
                for index in 0..<iterations where validators[index & mask].isValid(inputs[index & mask]) {
                    passed &+= 1
                }
                blackHole(passed)
            },
        ]
    }
}
