import Foundation

/// Writes a number as its region writes it, with the metadata's formatting rules. Not on
/// the validation path: the rules are regular expressions with groups, compiled once each.
enum PhoneNumberFormatter {
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var expressions: [String: NSRegularExpression] = [:]

        func expression(_ pattern: String) -> NSRegularExpression? {
            lock.lock()
            defer { lock.unlock() }
            if let cached = expressions[pattern] { return cached }
            let compiled = try? NSRegularExpression(pattern: pattern)
            expressions[pattern] = compiled
            return compiled
        }
    }

    private static let cache = Cache()

    /// `national` written with the first of `formats` that applies to it; the bare digits
    /// when none does. `national` adds the national prefix where the region writes it.
    static func format(_ national: String, with formats: [PhoneRegion.Format], national nationalStyle: Bool) -> String {
        let whole = NSRange(location: 0, length: (national as NSString).length)
        for format in formats {
            if !format.leadingDigits.isEmpty {
                guard let leading = cache.expression(format.leadingDigits),
                    leading.firstMatch(in: national, options: .anchored, range: whole) != nil
                else { continue }
            }
            guard let pattern = cache.expression(format.pattern),
                let match = pattern.firstMatch(in: national, options: .anchored, range: whole),
                match.range == whole
            else { continue }
            var template = format.template
            if nationalStyle, !format.nationalPrefixRule.isEmpty, let first = template.range(of: #"\$\d"#, options: .regularExpression) {
                template.replaceSubrange(first, with: format.nationalPrefixRule)
            }
            return pattern.replacementString(for: match, in: national, offset: 0, template: template)
        }
        return national
    }
}
