import Foundation

/// Reads `.strings` tables from a bundle's `<language>.lproj` folders, once per table.
///
/// Tables are parsed with `PropertyListSerialization`, which reads both the text form
/// (as copied on Linux) and the binary form (as compiled on Apple platforms), so the
/// lookup is the same everywhere and never depends on the process's locale.
enum StringsTable {
    private struct CacheKey: Hashable {
        var bundle: URL
        var table: String
        var language: String
    }

    private static let cache = Locked<[CacheKey: [String: String]]>([:])

    /// The table `table` (default `Localizable`) of `bundle` in exactly `language`;
    /// empty when the bundle has no such table.
    static func table(_ table: String?, bundle: Bundle, language: String) -> [String: String] {
        let key = CacheKey(bundle: bundle.bundleURL, table: table ?? "Localizable", language: language)
        if let cached = cache.withLock({ $0[key] }) {
            return cached
        }
        let loaded = load(key.table, bundle: bundle, language: language)
        cache.withLock { $0[key] = loaded }
        return loaded
    }

    /// `key` in `bundle`'s table in `language` (one of the bundle's localizations), then
    /// through the bundle's own preferences; `key` itself when nothing has it.
    static func string(forKey key: String, table: String?, bundle: Bundle, language: String) -> String {
        if let value = Self.table(table, bundle: bundle, language: language)[key] {
            return value
        }
        return bundle.localizedString(forKey: key, value: key, table: table)
    }

    private static func load(_ table: String, bundle: Bundle, language: String) -> [String: String] {
        // SwiftPM may lowercase folder names on the way into the bundle ("zh-hans.lproj").
        let wanted = LanguageMatcher.Tag(language)
        let localization = bundle.localizations.first { LanguageMatcher.Tag($0) == wanted } ?? language
        guard
            let url = bundle.url(forResource: table, withExtension: "strings", subdirectory: nil, localization: localization),
            let data = try? Data(contentsOf: url)
        else {
            return [:]
        }
        // A text or binary property list, as SwiftPM copies or compiles it.
        if let strings = parse(data) {
            return strings
        }
        // Xcode may write the text as UTF-16.
        return String(data: data, encoding: .utf16).flatMap { parse(Data($0.utf8)) } ?? [:]
    }

    private static func parse(_ data: Data) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }
}
