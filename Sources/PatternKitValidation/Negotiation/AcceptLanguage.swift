import Foundation
import PatternKitTextEditing
import PatternKitValidationCore

/// The languages an HTTP `Accept-Language` header asks for, best first, and the message
/// language that serves them.
///
/// ```swift
/// let accept = AcceptLanguage("fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5")
/// accept.languages          // ["fr-CH", "fr", "de"]
/// accept.messageLanguage    // "fr"
/// AcceptLanguage("sv, da;q=0").messageLanguage   // "en": nothing served, English
/// ```
///
/// Quality values order the languages (a stable order for equal ones, as written);
/// `q=0` excludes a language; `*` adds nothing to the list; a malformed entry or quality is
/// skipped rather than failing the request. Only the first ``maximumEntries`` entries within
/// the first ``maximumBytes`` bytes are read.
public struct AcceptLanguage: Sendable, Hashable {
    /// The most entries read from a header: 32.
    public static let maximumEntries = 32

    /// The most bytes read from a header: 1,024.
    public static let maximumBytes = 1024

    /// The requested language tags, best first, without `*` and without those refused by `q=0`.
    public let languages: [String]

    /// Parses `header`; `nil` or empty asks for nothing (and gets English).
    public init(_ header: String?) {
        // A server reads the same few headers over and over: each is parsed once.
        let key = header ?? ""
        if let known = Self.parsed.withLock({ $0[key] }) {
            languages = known
            return
        }
        languages = Self.parse(header)
        if key.utf8.count <= Self.maximumBytes {
            Self.parsed.withLock { [languages] parsed in
                if parsed.count >= Self.rememberedHeaders { parsed.removeAll() }
                parsed[key] = languages
            }
        }
    }

    /// Headers already parsed, with their languages. Emptied when full, so headers that never
    /// repeat (a hostile client's) cannot make it grow.
    private static let parsed = Locked<[String: [String]]>([:])
    private static let rememberedHeaders = 64

    private static func parse(_ header: String?) -> [String] {
        var ranked: [(tag: String, quality: Double, position: Int)] = []
        // Only the first entries count, however long the header: a hostile one of 19,000
        // entries costs what a short one does. Browsers send fewer than ten.
        let read = String(decoding: (header ?? "").utf8.prefix(Self.maximumBytes), as: UTF8.self)
        for (position, entry) in read.split(separator: ",").prefix(Self.maximumEntries).enumerated() {
            let parts = entry.split(separator: ";").map(\.trimmingWhitespace)
            guard let tag = parts.first, Self.isLanguageRange(tag) else { continue }
            var quality = 1.0
            var valid = true
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map(\.trimmingWhitespace)
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                guard let value = Double(pair[1]), (0...1).contains(value) else {
                    valid = false
                    break
                }
                quality = value
            }
            guard valid, quality > 0, tag != "*" else { continue }
            ranked.append((tag, quality, position))
        }
        return ranked.sorted { ($0.quality, -$0.position) > ($1.quality, -$1.position) }.map(\.tag)
    }

    /// The language of `ValidationLocalization.availableLanguages` that serves
    /// ``languages`` best, trying them in order; English when none does.
    public var messageLanguage: String {
        ValidationLocalization.bestLanguage(for: languages)
    }

    /// A language range of RFC 4647: `*`, or 1–8 letters followed by `-` and 1–8 letters or digits.
    private static func isLanguageRange(_ tag: String) -> Bool {
        if tag == "*" { return true }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (1...8).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
            return false
        }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
        }
    }
}

extension Substring {
    /// The text without the whitespace at either end that `trimmingCharacters(in: .whitespaces)`
    /// removes (general category Zs and the tab), read as scalars without bridging to `NSString`.
    fileprivate var trimmingWhitespace: String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
