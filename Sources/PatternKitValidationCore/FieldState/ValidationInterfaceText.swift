/// The words a validated field shows besides the error messages, in every language the
/// built-in messages have (see `ValidationLocalization`).
///
/// ```swift
/// ValidationInterfaceText.ok.localized(in: "ru")        // "ОК"
/// ValidationInterfaceText.checking.localized(in: "en")  // "Checking…"
/// ```
public enum ValidationInterfaceText: String, CaseIterable, Hashable, Sendable {
    /// The button that dismisses a validation alert: "OK" (Hindi "ठीक है", Russian "ОК",
    /// Simplified Chinese "好").
    case ok = "ui.ok"

    /// Shown while an asynchronous check runs: "Checking…".
    case checking = "ui.checking"

    /// The text in `language`, or in `ValidationLocalization.currentLanguage` when
    /// `language` is `nil`; English when the language is not available.
    public func localized(in language: String? = nil) -> String {
        let resolved = ValidationLocalization.resolvedLanguage(language)
        return MessageCatalog.shared.lookup([rawValue], language: resolved) ?? englishFallback
    }

    /// The English text, should the package's tables be missing from the bundle.
    private var englishFallback: String {
        switch self {
        case .ok: "OK"
        case .checking: "Checking…"
        }
    }
}
