public import Foundation

/// Chooses the language of validation messages, explicitly and thread-safely.
///
/// Built-in messages exist in ``availableLanguages``: 16 languages, Arabic (right-to-left)
/// included, with plural forms for counts (``PluralRules``). The language of a message is
/// decided, first match wins, by:
///
/// 1. the `language` argument of ``ValidationError/localizedFailureReason(in:)`` and
///    ``ValidationError/localizedDescription(in:)``;
/// 2. ``scopedLanguage``, a task-local value for one scope (what tests use);
/// 3. ``defaultLanguage``, an app-wide choice (an in-app language setting);
/// 4. the system's preferred languages (`Locale.preferredLanguages`);
/// 5. English.
///
/// Each tag is matched leniently: `"ru-RU"` and `"ru_RU.UTF-8"` find Russian; `"pt"`,
/// `"pt_BR"` and `"pt-PT"` find Brazilian Portuguese; `"zh-CN"` and `"zh"` find Simplified
/// Chinese, while `"zh-TW"` and `"zh-Hant"` do not (they fall through to the next rule, so
/// a Traditional Chinese reader gets their next preferred language, else English).
///
/// ```swift
/// ValidationLocalization.defaultLanguage = "hi"        // app-wide
///
/// ValidationLocalization.scopedLanguage.withValue("ru") { // this scope only
///     let error = NumericInputValidator().failures("x")[0] as NSError
///     print(error.localizedFailureReason ?? "")        // Значение может содержать только цифры (0–9)
/// }
/// ```
public enum ValidationLocalization {
    /// The languages built-in messages are written in: English first, then Arabic, German,
    /// Spanish, French, Hindi, Italian, Japanese, Korean, Dutch, Polish, Brazilian
    /// Portuguese, Russian, Turkish, Ukrainian and Simplified Chinese.
    public static let availableLanguages = [
        "en", "ar", "de", "es", "fr", "hi", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "tr", "uk", "zh-Hans",
    ]

    /// The language for messages within a scope, for the current task and the tasks it
    /// creates; `nil` (the default) defers to ``defaultLanguage``.
    ///
    /// ```swift
    /// ValidationLocalization.scopedLanguage.withValue("hi") {
    ///     // every message rendered here, by this task or its child tasks, is in Hindi
    /// }
    /// ```
    public static let scopedLanguage = TaskLocal<String?>(wrappedValue: nil)

    /// The reader's time zone within a scope, for the current task and the tasks it creates;
    /// `nil` (the default) is `TimeZone.current`.
    ///
    /// It decides how a date with a time of day is written in a message ("15 March 2025 at
    /// 00:30" in Tokyo, "14 March 2025 at 08:30" in Los Angeles) and which day a moment falls
    /// on when a date rule compares it with a day: a server wording a failure for a user
    /// elsewhere, or a test, sets it. A day (midnight UTC, what a date field holds) is the same
    /// day in every time zone.
    ///
    /// ```swift
    /// ValidationLocalization.scopedTimeZone.withValue(TimeZone(identifier: "Asia/Tokyo")) {
    ///     error.localizedFailureReason(in: "en")  // "The date must be after March 15, 2025 at 12:30 AM"
    /// }
    /// ```
    public static let scopedTimeZone = TaskLocal<TimeZone?>(wrappedValue: nil)

    /// The reader's time zone now: ``scopedTimeZone``, else `TimeZone.current`.
    package static var currentTimeZone: TimeZone {
        scopedTimeZone.get() ?? .current
    }

    private static let storedDefault = Locked<String?>(nil)

    /// The app-wide language for messages; `nil` (the default) follows the system's
    /// preferred languages. Safe to read and set from any thread.
    public static var defaultLanguage: String? {
        get { storedDefault.withLock { $0 } }
        set { storedDefault.withLock { $0 = newValue } }
    }

    /// The language messages are written in now, one of ``availableLanguages``.
    public static var currentLanguage: String {
        resolvedLanguage(nil)
    }

    /// The available language that serves `preferences` best, trying them in order;
    /// English when none matches.
    ///
    /// ```swift
    /// ValidationLocalization.bestLanguage(for: ["zh-TW", "ru-RU"]) // "ru"
    /// ```
    public static func bestLanguage(for preferences: [String]) -> String {
        // The first preference, when messages are written in exactly it, is the best match.
        if let first = preferences.first, availableLanguageSet.contains(first) { return first }
        return LanguageMatcher.bestMatch(for: preferences, among: availableLanguages)
            ?? MessageCatalog.developmentLanguage
    }

    /// The languages to try, best first: `explicit`, then the scoped, default and
    /// system languages. Built-in messages resolve them against ``availableLanguages``,
    /// an app's messages against their own languages.
    static func preferences(_ explicit: String?) -> [String] {
        var preferences: [String] = []
        if let explicit { preferences.append(explicit) }
        if let scoped = scopedLanguage.get() { preferences.append(scoped) }
        if let defaultLanguage { preferences.append(defaultLanguage) }
        return preferences + Locale.preferredLanguages
    }

    /// The available language for `explicit` or, when `nil`, the current one.
    package static func resolvedLanguage(_ explicit: String?) -> String {
        // A language the messages are written in needs no matching (nor the system's list).
        if let explicit, availableLanguageSet.contains(explicit) { return explicit }
        return bestLanguage(for: preferences(explicit))
    }

    private static let availableLanguageSet = Set(availableLanguages)
}
