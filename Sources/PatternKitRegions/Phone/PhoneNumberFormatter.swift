import Foundation

/// Writes a number as its region writes it, with the metadata's formatting rules. Not on
/// the validation path: the rules are regular expressions with groups, compiled once each.
enum PhoneNumberFormatter {
    /// The rules' expressions, compiled on first use.
    private enum Cache {
        private static let expressions = Locked([String: NSRegularExpression]())

        static func expression(_ pattern: String) -> NSRegularExpression? {
            expressions.withLock { expressions in
                if let cached = expressions[pattern] { return cached }
                let compiled = try? NSRegularExpression(pattern: pattern)
                expressions[pattern] = compiled
                return compiled
            }
        }
    }

    /// `national` written with the first of `formats` that applies to it; the bare digits
    /// when none does. `national` adds the national prefix where the region writes it.
    static func format(_ national: String, with formats: [PhoneRegion.Format], national nationalStyle: Bool) -> String {
        let whole = NSRange(location: 0, length: (national as NSString).length)
        for format in formats {
            if !format.leadingDigits.isEmpty {
                guard let leading = Cache.expression(format.leadingDigits),
                    leading.firstMatch(in: national, options: .anchored, range: whole) != nil
                else { continue }
            }
            guard let pattern = Cache.expression(format.pattern),
                let match = pattern.firstMatch(in: national, options: .anchored, range: whole),
                match.range == whole
            else { continue }
            let template =
                nationalStyle ? withNationalPrefix(format.template, rule: format.nationalPrefixRule) : format.template
            return pattern.replacementString(for: match, in: national, offset: 0, template: template)
        }
        return national
    }

    /// `template` with its first group written as the national prefix formatting `rule` says,
    /// as libphonenumber does: the rule's `$1` stands for the template's first group, whatever
    /// its number (Argentina's mobiles: template `$2 15-$3-$4`, rule `0$1`, give
    /// `0$2 15-$3-$4`, so `011 15-2345-6789`).
    static func withNationalPrefix(_ template: String, rule: String) -> String {
        guard !rule.isEmpty, let first = template.range(of: #"\$\d"#, options: .regularExpression) else {
            return template
        }
        let group = String(template[first])
        return template.replacingCharacters(in: first, with: rule.replacingOccurrences(of: "$1", with: group))
    }
}
