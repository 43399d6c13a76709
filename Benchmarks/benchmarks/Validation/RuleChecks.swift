import Foundation
import PatternKitValidation

/// The ways of checking a text rule that the validation cases compare: the Strategy article's code, a
/// cached `NSRegularExpression`, a Swift regex literal, PatternKit's regex template and
/// PatternKit's own validator (a character-class scan, or a rule such as the e-mail scanner).
struct RuleChecks {
    /// The Strategy article's validator: a regular expression built on every call.
    var article: ValidationCheck?
    /// The Strategy article's regular expression (same pattern, same options), built once.
    var nsregexCached: ValidationCheck
    /// A Swift `Regex` literal, built once, matched against the whole text.
    var swiftRegex: ValidationCheck?
    /// PatternKit's `PatternValidator` (an anchored `NSRegularExpression`, built once).
    var patternkitRegex: ValidationCheck
    /// PatternKit's rule as a value (`some Validator<String>`), without the class around it.
    var patternkitRule: ValidationCheck
    /// PatternKit's article-compatible validator class, holding that rule.
    var patternkit: ValidationCheck

    /// Every check, baseline first.
    var all: [ValidationCheck] {
        [article, nsregexCached, swiftRegex, patternkitRegex, patternkitRule, patternkit].compactMap { $0 }
    }

    /// The checks for a rule given as the Strategy article's pattern (`^[0-9]*$`), its body without
    /// anchors (`[0-9]*`), the Strategy article's validator, PatternKit's rule and PatternKit's class.
    static func make<Rule: Validator<String>>(
        articlePattern: String, body: String, article: ArticleInputValidator?, rule: Rule, patternkit: InputValidator,
        swiftRegex: ValidationCheck?
    ) throws -> RuleChecks {
        let cached = try NSRegularExpression(pattern: articlePattern, options: .anchorsMatchLines)
        let template = try PatternValidator(body)
        return RuleChecks(
            article: article.map { article in ValidationCheck(name: "article") { article.isValid($0) } },
            nsregexCached: ValidationCheck(name: "nsregex-cached") { text in
                cached.numberOfMatches(
                    in: text, options: .anchored, range: NSRange(location: 0, length: text.utf16.count)) > 0
            },
            swiftRegex: swiftRegex,
            patternkitRegex: ValidationCheck(name: "patternkit-regex") { template.isValid($0) },
            patternkitRule: ValidationCheck(name: "patternkit-rule") { rule.isValid($0) },
            patternkit: ValidationCheck(name: "patternkit") { patternkit.isValid($0) }
        )
    }
}
