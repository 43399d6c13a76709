/// Matches language tags the way users write them (`"ru-RU"`, `"zh_CN"`, `"zh-Hant-TW"`,
/// `"HI"`) against the tags messages exist in (`"ru"`, `"zh-Hans"`, `"hi"`).
enum LanguageMatcher {
    /// The first tag of `available` that serves a language of `preferences`, trying the
    /// preferences in order; `nil` when none does.
    static func bestMatch(for preferences: [String], among available: [String]) -> String? {
        let candidates = available.map { (tag: $0, parsed: Tag($0)) }
        for preference in preferences {
            let wanted = Tag(preference)
            if let exact = candidates.first(where: { $0.parsed == wanted }) {
                return exact.tag
            }
            let sameLanguage = candidates.filter { $0.parsed.language == wanted.language }
            // A script must agree when both sides name one: zh-Hant is not served by zh-Hans.
            let compatible = sameLanguage.filter { candidate in
                candidate.parsed.script == nil || wanted.script == nil || candidate.parsed.script == wanted.script
            }
            if let best = compatible.first(where: { $0.parsed.script == wanted.script })
                ?? compatible.first(where: { $0.parsed.script == nil })
                ?? compatible.first
            {
                return best.tag
            }
        }
        return nil
    }

    /// A BCP 47 / POSIX language tag split into the parts that matter for messages.
    struct Tag: Equatable {
        var language: String
        var script: String?
        var region: String?

        /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu).
        var isRightToLeft: Bool {
            switch language {
            case "ar", "he", "iw", "fa", "ur": true
            default: false
            }
        }

        init(_ tag: String) {
            // A bare language code ("fr", the tags messages are rendered in) is its own language:
            // read without splitting or lowercasing, as each message asks again.
            if (2...3).contains(tag.utf8.count), tag.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) {
                language = tag
                script = nil
                region = nil
            } else {
                // "zh_CN.UTF-8@latin" → "zh-cn"
                let core = tag.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
                let parts = core.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
                language = parts.first ?? ""
                script = parts.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) })
                region = parts.dropFirst().first(where: {
                    $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber))
                })
            }
            if language == "zh", script == nil {
                // Chinese without a script: the region decides (Taiwan, Hong Kong, Macau write Traditional).
                script = ["tw", "hk", "mo"].contains(region ?? "") ? "hant" : "hans"
            }
        }
    }
}
