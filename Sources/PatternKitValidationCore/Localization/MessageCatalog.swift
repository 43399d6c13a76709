import Foundation

/// The package's built-in messages: `Resources/<language>.lproj/Localizable.strings`, and
/// `Localizable.stringsdict` for the messages that contain a count.
///
/// Keys, one line per language for each code:
/// - `"description"`: the description of every error ("Input Validation Failed");
///   `"description.<code>"` replaces it for one code.
/// - `"reason.<code>"`: the failure reason of a code, e.g. `"reason.1001"`.
/// - `"reason.default"`: the reason for a code that has none (an app's own code).
/// - `"suggestion.<code>"`: the recovery suggestion of a code, for the codes that have one.
/// - `"ui.<name>"`: interface words (`ValidationInterfaceText`), and `"ui.listSeparator"`,
///   which joins the items of a list parameter (`", "`, Japanese `"、"`, Arabic `"، "`);
///   `"checklist.<code>"` and `"checklist.<code>.one"`: short labels of password
///   requirements (`PasswordRequirement.localizedChecklistLabel(in:)`).
///
/// A key whose message counts something ("at least 5 characters") is in the
/// `.stringsdict` instead, with a form per plural category (``PluralTemplate``). A key
/// missing in a language falls back to English.
package struct MessageCatalog: Sendable {
    /// The catalog of `Bundle.module`.
    package static let shared = MessageCatalog(bundle: .module)

    /// The language every key exists in.
    static let developmentLanguage = "en"

    let bundle: Bundle

    /// The `Localizable` tables by language, looked up by the language alone: a server words
    /// every failure it answers, and hashing the bundle's URL for each lookup showed in its profile.
    private let tables = Locked<[String: StringsTable.Loaded]>([:])

    init(bundle: Bundle) {
        self.bundle = bundle
    }

    private func tables(_ language: String) -> StringsTable.Loaded {
        if let cached = tables.withLock({ $0[language] }) { return cached }
        let loaded = StringsTable.loaded(nil, bundle: bundle, language: language)
        tables.withLock { $0[language] = loaded }
        return loaded
    }

    /// The description template for `code` in `language`.
    func description(
        for code: ValidationError.Code, language: String,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [:]
    ) -> String {
        lookup(["description.\(code.rawValue)", "description"], language: language, parameters: parameters)
            ?? "Input Validation Failed"
    }

    /// The failure-reason template for `code` in `language`, its plural forms chosen for
    /// `parameters`.
    func reason(
        for code: ValidationError.Code, language: String,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [:]
    ) -> String {
        // (Concatenated, not interpolated: interpolation costs a tenth of a message.)
        lookup(key: "reason." + String(code.rawValue), language: language, parameters: parameters)
            ?? lookup(key: "reason.default", language: language, parameters: parameters) ?? "The input is not valid"
    }

    /// The recovery-suggestion template for `code` in `language`: what to type instead;
    /// `nil` for a code without one.
    func suggestion(
        for code: ValidationError.Code, language: String,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [:]
    ) -> String? {
        lookup(["suggestion.\(code.rawValue)"], language: language, parameters: parameters)
    }

    /// Every code with a failure reason of its own in the English tables, in order: the codes
    /// this version of the package can word.
    package var codesWithReasons: [ValidationError.Code] {
        let english = tables(Self.developmentLanguage)
        let keys = Set(english.strings.keys).union(english.plurals.keys)
        return keys.compactMap { key in
            guard key.hasPrefix("reason."), let code = Int(key.dropFirst("reason.".count)) else { return nil }
            return ValidationError.Code(rawValue: code)
        }.sorted()
    }

    /// Whether `code` has a failure reason of its own (not the default one).
    package func hasReason(for code: ValidationError.Code) -> Bool {
        lookup(["reason.\(code.rawValue)"], language: Self.developmentLanguage) != nil
    }

    /// The first of `keys` found in `language`'s tables, then in English; a plural entry
    /// resolved for `parameters` (its forms chosen by the rules of the language it was
    /// found in).
    package func lookup(
        _ keys: [String], language: String,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [:]
    ) -> String? {
        for key in keys {
            if let found = lookup(key: key, language: language, parameters: parameters) { return found }
        }
        return nil
    }

    /// `key` in `language`'s tables, then in English (without an array of keys or languages:
    /// every message is looked up this way).
    private func lookup(
        key: String, language: String, parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue]
    ) -> String? {
        entry(key, in: language, parameters: parameters)
            ?? entry(key, in: Self.developmentLanguage, parameters: parameters)
    }

    /// `key` in the tables of exactly `table`: a plural entry resolved by that language's rules.
    private func entry(
        _ key: String, in table: String, parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue]
    ) -> String? {
        let loaded = tables(table)
        if let plural = loaded.plurals[key] {
            return plural.resolve(parameters: parameters, language: table)
        }
        return loaded.strings[key]
    }
}
