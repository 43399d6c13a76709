import Foundation

/// Reads `.strings` and `.stringsdict` tables from a bundle's `<language>.lproj` folders,
/// once per table.
///
/// Tables are parsed with `PropertyListSerialization`, which reads both the text and XML
/// forms (as copied on Linux) and the binary form (as compiled on Apple platforms), so the
/// lookup is the same everywhere and never depends on the process's locale.
enum StringsTable {
    /// Both files of one table in one language.
    struct Loaded: Sendable {
        var strings: [String: String]
        var plurals: [String: PluralTemplate]
    }

    /// Tables read, by bundle path, table and language joined with NUL (a text key: the same
    /// dictionary as ``MessageCatalog``'s, so the app carries that code once).
    private static let cache = Locked<[String: Loaded]>([:])

    /// The `.strings` table `table` (default `Localizable`) of `bundle` in exactly
    /// `language`; empty when the bundle has no such table.
    static func table(_ table: String?, bundle: Bundle, language: String) -> [String: String] {
        loaded(table, bundle: bundle, language: language).strings
    }

    /// The plural entries of the `.stringsdict` table `table` (default `Localizable`) of
    /// `bundle` in exactly `language`; empty when the bundle has no such table.
    static func plurals(_ table: String?, bundle: Bundle, language: String) -> [String: PluralTemplate] {
        loaded(table, bundle: bundle, language: language).plurals
    }

    /// The message template of `key` in `bundle`'s table in `language` (one of the
    /// bundle's localizations), its plural variables resolved for `parameters`; then through
    /// the bundle's own preferences; `key` itself when nothing has it.
    static func string(
        forKey key: String, table: String?, bundle: Bundle, language: String,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [:]
    ) -> String {
        let loaded = loaded(table, bundle: bundle, language: language)
        if let plural = loaded.plurals[key] {
            return plural.resolve(parameters: parameters, language: language)
        }
        if let value = loaded.strings[key] {
            return value
        }
        return bundle.localizedString(forKey: key, value: key, table: table)
    }

    /// Both files of `table` (default `Localizable`) of `bundle` in exactly `language`.
    static func loaded(_ table: String?, bundle: Bundle, language: String) -> Loaded {
        let table = table ?? "Localizable"
        let key = bundle.bundleURL.path + "\u{0}" + table + "\u{0}" + language
        if let cached = cache.withLock({ $0[key] }) {
            return cached
        }
        let strings =
            propertyList(table, extension: "strings", bundle: bundle, language: language) as? [String: String]
        let entries =
            propertyList(table, extension: "stringsdict", bundle: bundle, language: language) as? [String: Any]
        let loaded = Loaded(
            strings: strings ?? [:],
            plurals: (entries ?? [:]).compactMapValues { PluralTemplate(propertyList: $0) }
        )
        cache.withLock { $0[key] = loaded }
        return loaded
    }

    private static func propertyList(_ table: String, extension: String, bundle: Bundle, language: String) -> Any? {
        // SwiftPM may lowercase folder names on the way into the bundle ("zh-hans.lproj").
        let wanted = LanguageMatcher.Tag(language)
        let localization = bundle.localizations.first { LanguageMatcher.Tag($0) == wanted } ?? language
        guard
            let url = bundle.url(
                forResource: table, withExtension: `extension`, subdirectory: nil, localization: localization),
            let data = try? Data(contentsOf: url)
        else {
            return nil
        }
        // A text, XML or binary property list, as SwiftPM copies or compiles it.
        if let list = parse(data) {
            return list
        }
        // Xcode may write the text as UTF-16.
        return String(data: data, encoding: .utf16).flatMap { parse(Data($0.utf8)) }
    }

    private static func parse(_ data: Data) -> Any? {
        try? PropertyListSerialization.propertyList(from: data, format: nil)
    }
}
