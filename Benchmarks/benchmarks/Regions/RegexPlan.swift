import Foundation

/// The regex baseline: the metadata's patterns compiled once as `NSRegularExpression`s and
/// matched against the whole text, as a regex-based validator does.
struct RegexPlan {
    private let general: NSRegularExpression
    private let types: [(String, NSRegularExpression)]

    init() throws {
        general = try Self.whole(RegionPatterns.germanGeneral)
        types = try RegionPatterns.germanTypes.map { ($0.0, try Self.whole($0.1)) }
    }

    /// `pattern` compiled to match whole texts only.
    static func whole(_ pattern: String) throws -> NSRegularExpression {
        try NSRegularExpression(pattern: "^(?:" + pattern + ")$")
    }

    /// Whether `expression` (made by ``whole(_:)``) matches `text`.
    static func matchesWhole(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// A German national number's type, libphonenumber's way: digits only, the trunk
    /// prefix 0 removed, the whole plan, then each type in order.
    func germanType(_ text: String) -> String {
        var digits = String(text.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
        if digits.hasPrefix("0") { digits.removeFirst() }
        guard Self.matchesWhole(general, digits) else { return "unknown" }
        let matched = types.filter { Self.matchesWhole($0.1, digits) }.map(\.0)
        if matched.contains("fixedLine") && matched.contains("mobile") { return "fixedLineOrMobile" }
        return matched.first ?? "unknown"
    }
}
