public import Foundation

/// Changes text to upper or lower case: for codes, postcodes, e-mail addresses.
///
/// ```swift
/// let postcode: some Sanitizer = .uppercased
/// postcode.sanitize("sw1a 1aa")                              // "SW1A 1AA"
/// postcode.sanitize("straße")                                // "STRASSE": one letter became two
/// CaseSanitizer(.upper, locale: Locale(identifier: "tr")).sanitize("istanbul")   // "İSTANBUL"
/// ```
///
/// Without a locale the mapping is Unicode's default, the same on every device. With one,
/// language rules apply (Turkish and Azerbaijani dotted and dotless i, Lithuanian accents).
/// Each character is mapped on its own, so the caret keeps its place even when a character
/// grows ("ß" → "SS"); context rules that look at neighbouring letters, such as the Greek
/// final sigma when lowercasing, do not apply. Control characters, U+0000 included, are
/// kept as they are.
public struct CaseSanitizer: Sanitizer {
    /// The case to change to.
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case upper
        /// Lower case.
        case lower
    }

    /// The case text is changed to.
    public let targetCase: Case

    /// The locale whose rules apply, or `nil` for Unicode's default mapping.
    public let locale: Locale?

    /// A sanitizer changing text to `targetCase`.
    public init(_ targetCase: Case, locale: Locale? = nil) {
        self.targetCase = targetCase
        self.locale = locale
    }

    /// The text in ``targetCase``; the caret stays after the same character.
    ///
    /// Linear in the text: ASCII characters are mapped here, and with a locale each other
    /// distinct character goes through Foundation once per call (a call costs about a
    /// microsecond, too much for every character of a long text).
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        var tracker = CursorTracker(cursor: cursor, in: text)
        var mapped: [Character: String] = [:]
        for character in text {
            tracker.consume(utf16Length: character.utf16.count)
            if let scalar = asciiMapped(character) {
                tracker.emit(scalar)
            } else if locale == nil {
                tracker.emit(map(String(character)))
            } else if let known = mapped[character] {
                tracker.emit(known)
            } else {
                let new = map(String(character))
                mapped[character] = new
                tracker.emit(new)
            }
        }
        return tracker.finish()
    }

    /// `character` in ``targetCase`` when it is one ASCII scalar that no language maps its
    /// own way (all but i, I, j and J, which Turkish, Azerbaijani and Lithuanian tailor).
    private func asciiMapped(_ character: Character) -> Unicode.Scalar? {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
        let letter = byte | 0x20
        let isLetter = letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")
        guard isLetter else { return Unicode.Scalar(byte) }
        if locale != nil, letter == UInt8(ascii: "i") || letter == UInt8(ascii: "j") { return nil }
        return Unicode.Scalar(targetCase == .upper ? byte & ~0x20 : letter)
    }

    /// The text in ``targetCase``.
    public func sanitize(_ text: String) -> String {
        locale == nil ? map(text) : sanitize(text, cursor: 0).text
    }

    private func map(_ text: String) -> String {
        // Foundation on Linux stops a locale's mapping at U+0000, dropping the rest; map
        // the pieces between NULs and keep each NUL as it is.
        guard locale == nil || !text.unicodeScalars.contains("\u{0}") else {
            return text.split(separator: "\u{0}", omittingEmptySubsequences: false)
                .map { mapWhole(String($0)) }
                .joined(separator: "\u{0}")
        }
        return mapWhole(text)
    }

    private func mapWhole(_ text: String) -> String {
        switch (targetCase, locale) {
        case (.upper, nil): text.uppercased()
        case (.lower, nil): text.lowercased()
        case (.upper, let locale?): text.uppercased(with: locale)
        case (.lower, let locale?): text.lowercased(with: locale)
        }
    }
}

extension Sanitizer where Self == CaseSanitizer {
    /// Changes text to upper case with Unicode's default mapping.
    public static var uppercased: CaseSanitizer {
        CaseSanitizer(.upper)
    }

    /// Changes text to lower case with Unicode's default mapping.
    public static var lowercased: CaseSanitizer {
        CaseSanitizer(.lower)
    }

    /// Changes text to upper case with the rules of `locale`.
    public static func uppercased(locale: Locale) -> CaseSanitizer {
        CaseSanitizer(.upper, locale: locale)
    }

    /// Changes text to lower case with the rules of `locale`.
    public static func lowercased(locale: Locale) -> CaseSanitizer {
        CaseSanitizer(.lower, locale: locale)
    }
}
