public import Foundation
public import PatternKitValidationCore

// The character classes beyond ASCII and listed characters: Unicode general categories and
// Foundation's character sets. Here rather than beside `CharacterClass` in the engine, so that
// the category tables and `CharacterSet` cost only an app that links the rule library.

extension CharacterClass {
    /// The scalars of a Foundation `CharacterSet`, such as `.urlHostAllowed`.
    public init(_ characterSet: CharacterSet) {
        let (low, high) = Self.asciiBits { characterSet.contains($0) }
        self.init(asciiLow: low, asciiHigh: high, nonASCII: CharacterSetMembers(characterSet))
    }

    /// The scalars whose Unicode general category is one of `categories`.
    ///
    /// ```swift
    /// let currency = CharacterClass(generalCategories: [.currencySymbol]) // $, €, ₹, ₽, ¥ …
    /// ```
    public init(generalCategories categories: some Sequence<Unicode.GeneralCategory>) {
        let set = GeneralCategorySet(categories)
        let (low, high) = Self.asciiBits { set.contains($0.properties.generalCategory) }
        self.init(asciiLow: low, asciiHigh: high, nonASCII: set.isEmpty ? nil : set)
    }

    /// Decimal digits of any script (Unicode category Nd, like `CharacterSet.decimalDigits`):
    /// `0`–`9`, `٠`–`٩`, `०`–`९`, fullwidth `０`–`９`, …
    public static let decimalDigits = CharacterClass(generalCategories: [.decimalNumber])

    /// Letters of any script with their combining marks (Unicode categories L* and M*,
    /// like `CharacterSet.letters`), so words such as "हिन्दी", "Ёлка" and "naïve" pass.
    /// Marks are allowed anywhere, so a mark with no letter before it passes too.
    public static let letters = CharacterClass(generalCategories: [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark,
    ])

    /// Letters of any script with their combining marks, and decimal digits of any script:
    /// "Ёлка2024", "हिन्दी१२", "東京23".
    public static let lettersAndDigits = letters.union(decimalDigits)
}
