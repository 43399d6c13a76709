public import Foundation

/// A message that replaces a built-in one: fixed text, text per language, or a key in
/// your app's own string tables.
///
/// Messages may name the failed rule's parameters in braces; `{character}` becomes
/// the rejected character. Unknown names are left as written. The engine's validators take one
/// as their `reason`; any validator gets one with `message(_:description:)`, from
/// PatternKitValidation:
///
/// ```swift
/// let pin = CharacterClassValidator.numeric.message("PIN codes are digits only, not “{character}”")
/// let localized = CharacterClassValidator.numeric.message(
///     .translations(["en": "Digits only", "ru": "Только цифры"]))
/// let fromBundle = CharacterClassValidator.numeric.message(.localized("pin.reason", bundle: .main))
/// ```
public struct ValidationMessage: Hashable, Sendable, ExpressibleByStringLiteral {
    private enum Source: Hashable, Sendable {
        case text(String)
        case translations([String: String])
        case localized(key: String, table: String?, bundle: Bundle)
    }

    private let source: Source

    private init(_ source: Source) {
        self.source = source
    }

    /// The same text in every language.
    public init(stringLiteral value: String) {
        self.init(.text(value))
    }

    /// The same text in every language.
    public static func text(_ text: String) -> ValidationMessage {
        ValidationMessage(.text(text))
    }

    /// Text per language, keyed by language tag (`"en"`, `"hi"`, `"zh-Hans"`, …).
    ///
    /// The language is matched like the built-in messages (`"ru-RU"` finds `"ru"`); when
    /// none matches, the English text is used, or else the first by tag order.
    public static func translations(_ translations: [String: String]) -> ValidationMessage {
        ValidationMessage(.translations(translations))
    }

    /// A key in `bundle`'s `table.strings` (default `Localizable.strings`), looked up in
    /// the requested language's `.lproj`, then through `bundle`'s own preferences.
    ///
    /// A key in `table.stringsdict` takes precedence, with its plural forms chosen by the
    /// count of the parameter each `%#@name@` variable names:
    /// `"%#@minimum@"` with `one` = `"at least %d digit"`, `other` = `"at least %d digits"`.
    public static func localized(_ key: String, table: String? = nil, bundle: Bundle) -> ValidationMessage {
        ValidationMessage(.localized(key: key, table: table, bundle: bundle))
    }

    /// The text in the first of `preferences` this message has (English, or else its
    /// first language, when none matches), with `{name}` placeholders filled from `parameters`.
    func render(
        preferences: [String],
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue]
    ) -> String {
        let template: String
        let language: String
        switch source {
        case .text(let text):
            template = text
            language = ValidationLocalization.bestLanguage(for: preferences)
        case .translations(let translations):
            let tags = translations.keys.sorted()
            language = LanguageMatcher.bestMatch(for: preferences + ["en"], among: tags) ?? tags.first ?? "en"
            template = translations[language] ?? ""
        case .localized(let key, let table, let bundle):
            language =
                LanguageMatcher.bestMatch(for: preferences, among: bundle.localizations)
                ?? bundle.developmentLocalization ?? "en"
            template = StringsTable.string(
                forKey: key, table: table, bundle: bundle, language: language, parameters: parameters)
        }
        return MessageTemplate.render(template, parameters: parameters, language: language)
    }
}
