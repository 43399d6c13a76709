import BenchmarkHarness
import PatternKitRegions

/// `phone-region`: validate and classify one German number written nationally
/// (`030 1234567`): PatternKit's table walk against the metadata's own patterns compiled
/// once as `NSRegularExpression`s.
@MainActor
enum PhoneRegion {
    static let benchmark = BenchmarkCase(
        "phone-region", "classify one national phone number with its region (DE)",
        baseline: "nsregex-cached",
        goals: [.atMost("patternkit", nanoseconds: 2_000), .faster("patternkit", than: "nsregex-cached", by: 10)]
    ) {
        let regex = try RegexPlan()
        let inputs = opaqueInputs([
            "030 1234567", "0151 23456789", "089 12345678", "0170 1234567",
            "0221 1234567", "0800 1234567", "040 12345678", "0176 12345678",
        ])
        func tables(_ text: String) -> String {
            (try? PhoneNumber.parse(text, region: "DE"))?.type.rawValue ?? "unknown"
        }
        for input in inputs + ["030 12345", "0999 99999999", "0900 5123456"] {
            try VerificationFailure.check(
                tables(input) == regex.germanType(input),
                "phone-region: patternkit says \(tables(input)), the regex \(regex.germanType(input)) for \(input)")
        }
        let mask = inputs.count - 1
        return [
            Variant("nsregex-cached") { iterations in
                var mobiles = 0
                for index in 0..<iterations where regex.germanType(inputs[index & mask]) == "mobile" { mobiles &+= 1 }
                blackHole(mobiles)
            },
            Variant("patternkit") { iterations in
                var mobiles = 0
                for index in 0..<iterations {
                    if let number = try? PhoneNumber.parse(inputs[index & mask], region: "DE"), number.type == .mobile {
                        mobiles &+= 1
                    }
                }
                blackHole(mobiles)
            },
        ]
    }
}
