import Foundation
import InputValidation

/// The ways of checking a text rule that the validation cases compare: the seed's code, a
/// cached `NSRegularExpression`, a Swift regex literal, PatternKit's regex template and
/// PatternKit's own validator (a character-class scan, or a rule such as the e-mail scanner).
struct RuleChecks {
    /// The seed's validator: a regular expression built on every call.
    var seed: ValidationCheck?
    /// The seed's regular expression (same pattern, same options), built once.
    var nsregexCached: ValidationCheck
    /// A Swift `Regex` literal, built once, matched against the whole text.
    var swiftRegex: ValidationCheck?
    /// PatternKit's `PatternValidator` (an anchored `NSRegularExpression`, built once).
    var patternkitRegex: ValidationCheck
    /// PatternKit's rule as a value (`some Validator<String>`), without the class around it.
    var patternkitRule: ValidationCheck
    /// PatternKit's seed-compatible validator class, holding that rule.
    var patternkit: ValidationCheck

    /// Every check, baseline first.
    var all: [ValidationCheck] {
        [seed, nsregexCached, swiftRegex, patternkitRegex, patternkitRule, patternkit].compactMap { $0 }
    }

    /// The checks for a rule given as the seed's pattern (`^[0-9]*$`), its body without
    /// anchors (`[0-9]*`), the seed's validator, PatternKit's rule and PatternKit's class.
    static func make<Rule: Validator<String>>(
        seedPattern: String, body: String, seed: SeedInputValidator?, rule: Rule, patternkit: InputValidator,
        swiftRegex: ValidationCheck?
    ) throws -> RuleChecks {
        let cached = try NSRegularExpression(pattern: seedPattern, options: .anchorsMatchLines)
        let template = try PatternValidator(body)
        return RuleChecks(
            seed: seed.map { seed in ValidationCheck(name: "seed") { seed.isValid($0) } },
            nsregexCached: ValidationCheck(name: "nsregex-cached") { text in
                cached.numberOfMatches(in: text, options: .anchored, range: NSRange(location: 0, length: text.utf16.count)) > 0
            },
            swiftRegex: swiftRegex,
            patternkitRegex: ValidationCheck(name: "patternkit-regex") { template.isValid($0) },
            patternkitRule: ValidationCheck(name: "patternkit-rule") { rule.isValid($0) },
            patternkit: ValidationCheck(name: "patternkit") { patternkit.isValid($0) }
        )
    }
}
