package import Foundation

/// Which language a view writes validation messages in, given the locale its environment
/// holds (SwiftUI's `\.locale`).
package enum MessageLanguage {
    /// `nil` — the package's own choice, `ValidationLocalization` — when `locale` is the
    /// user's current locale (the environment's default, which the app did not choose);
    /// otherwise the locale's identifier as a language tag ("pt_BR" → "pt-BR"), which the
    /// messages resolve against their languages, falling back as any preference does.
    package static func forLocale(_ locale: Locale, current: Locale = .current) -> String? {
        if locale == .autoupdatingCurrent || locale.identifier == current.identifier { return nil }
        return locale.identifier.replacingOccurrences(of: "_", with: "-")
    }
}
