public import Foundation

/// A set of Unicode scalars that text may consist of, tested in place at memory speed.
///
/// A character class answers "is every character of this text allowed?" by scanning
/// the text's UTF-8 where it lies, without a regular expression and without allocating.
/// Runs of allowed ASCII are tested eight bytes at a time; other scalars one by one.
///
/// ```swift
/// CharacterClass.asciiDigits.allows("2024")            // true
/// CharacterClass.asciiDigits.allows("١٢٣")             // false: Arabic-Indic digits
/// CharacterClass.decimalDigits.allows("١٢٣")           // true: digits of any script
/// CharacterClass.letters.allows("हिन्दी")                // true: letters and marks
/// CharacterClass(charactersIn: "0123456789abcdef").firstDisallowed(in: "12g4")
/// // (scalar: "g", utf16Offset: 2)
/// ```
///
/// Membership is per Unicode scalar, so text is allowed exactly when each of its
/// scalars is; a character made of several scalars ("é" as e + U+0301, an emoji
/// sequence joined by U+200D) is allowed only when all of them are.
///
/// Speed: classes whose ASCII members form at most three ranges (digits, letters,
/// letters and digits, hexadecimal digits) test ASCII eight bytes per step; other ASCII
/// sets one byte per step. Unicode categories come from the Swift standard library's
/// tables, which may know a newer Unicode version than Foundation's `CharacterSet`.
public struct CharacterClass: Hashable, Sendable {
    /// The allowed ASCII scalars, and how runs of them are skipped.
    private let ascii: ASCIIMembers
    /// Non-ASCII scalars of these general categories are allowed.
    private let categories: GeneralCategorySet
    /// Non-ASCII scalars of this set are allowed.
    private let extra: ScalarSet?

    private init(asciiLow: UInt64, asciiHigh: UInt64, categories: GeneralCategorySet, extra: ScalarSet?) {
        self.ascii = ASCIIMembers(low: asciiLow, high: asciiHigh)
        self.categories = categories
        self.extra = extra
    }

    /// The scalars of `characters` (a scalar of an emoji sequence counts on its own),
    /// like `CharacterSet(charactersIn:)`.
    public init(charactersIn characters: some StringProtocol) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var others: Set<Unicode.Scalar> = []
        for scalar in characters.unicodeScalars {
            switch scalar.value {
            case ..<64: low |= 1 << scalar.value
            case ..<128: high |= 1 << (scalar.value - 64)
            default: others.insert(scalar)
            }
        }
        self.init(
            asciiLow: low, asciiHigh: high, categories: GeneralCategorySet(),
            extra: others.isEmpty ? nil : ScalarSet(scalars: others)
        )
    }

    /// The scalars of a Foundation `CharacterSet`, such as `.urlHostAllowed`.
    public init(_ characterSet: CharacterSet) {
        let (low, high) = Self.asciiBits { characterSet.contains($0) }
        self.init(asciiLow: low, asciiHigh: high, categories: GeneralCategorySet(), extra: ScalarSet(characterSet))
    }

    /// The scalars whose Unicode general category is one of `categories`.
    ///
    /// ```swift
    /// let currency = CharacterClass(generalCategories: [.currencySymbol]) // $, €, ₹, ₽, ¥ …
    /// ```
    public init(generalCategories categories: some Sequence<Unicode.GeneralCategory>) {
        let set = GeneralCategorySet(categories)
        let (low, high) = Self.asciiBits { set.contains($0.properties.generalCategory) }
        self.init(asciiLow: low, asciiHigh: high, categories: set, extra: nil)
    }

    /// The ASCII digits `0`–`9` (the Strategy article's `[0-9]`).
    public static let asciiDigits = CharacterClass(charactersIn: "0123456789")

    /// The ASCII letters `a`–`z` and `A`–`Z` (the Strategy article's `[a-zA-Z]`).
    public static let asciiLetters = CharacterClass(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The ASCII letters and digits.
    public static let asciiAlphanumerics = asciiDigits.union(asciiLetters)

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

    /// Every ASCII scalar, U+0000–U+007F: letters, digits, punctuation, the space and the
    /// control characters (tab, line feeds), as Vapor's and SwiftValidators' ASCII rules
    /// accept them.
    public static let ascii = CharacterClass(
        asciiLow: .max, asciiHigh: .max, categories: GeneralCategorySet(), extra: nil)

    /// Letters of any script with their combining marks, and decimal digits of any script:
    /// "Ёлка2024", "हिन्दी१२", "東京23".
    public static let lettersAndDigits = letters.union(decimalDigits)

    /// The hexadecimal digits `0`–`9`, `a`–`f` and `A`–`F`.
    public static let hexadecimalDigits = CharacterClass(charactersIn: "0123456789abcdefABCDEF")

    /// The scalars of this class and of `other`.
    public func union(_ other: CharacterClass) -> CharacterClass {
        let extra: ScalarSet? =
            switch (self.extra, other.extra) {
            case (nil, nil): nil
            case (let set?, nil), (nil, let set?): set
            case (let first?, let second?): first.union(second)
            }
        return CharacterClass(
            asciiLow: ascii.low | other.ascii.low, asciiHigh: ascii.high | other.ascii.high,
            categories: categories.union(other.categories), extra: extra
        )
    }

    /// Whether `scalar` belongs to the class.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ascii.contains(UInt8(scalar.value)) : containsNonASCII(scalar)
    }

    /// Whether every scalar of `text` belongs to the class; `true` for empty text.
    public func allows(_ text: String) -> Bool {
        allows(utf8: text.utf8, scalars: text.unicodeScalars)
    }

    /// Whether every scalar of `text` belongs to the class; `true` for empty text.
    public func allows(_ text: Substring) -> Bool {
        allows(utf8: text.utf8, scalars: text.unicodeScalars)
    }

    /// The first scalar of `text` outside the class and its offset in UTF-16 code units
    /// (the unit of `NSRange`), or `nil` when the class allows the whole text.
    public func firstDisallowed(in text: String) -> (scalar: Unicode.Scalar, utf16Offset: Int)? {
        firstDisallowed(utf8: text.utf8, scalars: text.unicodeScalars)
    }

    /// The first scalar of `text` outside the class and its offset in UTF-16 code units
    /// from the start of `text`, or `nil` when the class allows the whole text.
    public func firstDisallowed(in text: Substring) -> (scalar: Unicode.Scalar, utf16Offset: Int)? {
        firstDisallowed(utf8: text.utf8, scalars: text.unicodeScalars)
    }

    // MARK: Scanning

    // String and Substring get concrete entry points; these helpers are specialized for
    // each, so validating a short text costs no generic dispatch.

    @inline(__always)
    private func allows(utf8: some Sequence<UInt8>, scalars: some Sequence<Unicode.Scalar>) -> Bool {
        if let found = withContiguousScan(of: utf8, { _, offset in offset }) {
            return found == nil
        }
        return scalars.allSatisfy(contains)
    }

    @inline(__always)
    private func firstDisallowed(
        utf8: some Sequence<UInt8>, scalars: some Sequence<Unicode.Scalar>
    ) -> (scalar: Unicode.Scalar, utf16Offset: Int)? {
        let contiguous = withContiguousScan(of: utf8) { bytes, offset -> (scalar: Unicode.Scalar, utf16Offset: Int)? in
            offset.map { (UTF8Decoding.scalar(at: $0, in: bytes).scalar, UTF8Decoding.utf16Count(of: bytes, upTo: $0)) }
        }
        if let contiguous {
            return contiguous
        }
        return firstDisallowed(inScalars: scalars)
    }

    /// Scans `utf8` in place when it is contiguous and hands `result` the bytes and the
    /// offset of the first disallowed scalar (`nil` when all are allowed); `nil` when
    /// `utf8` is not contiguous.
    ///
    /// A class of ASCII scalars only (digits, letters, …) is scanned by a closure that
    /// captures just its ``ASCIIMembers``, a few plain words: capturing the whole class
    /// would copy it, and its `CharacterSet` reference, on every call.
    @inline(__always)
    private func withContiguousScan<R>(
        of utf8: some Sequence<UInt8>, _ result: (UnsafeBufferPointer<UInt8>, Int?) -> R
    ) -> R? {
        if categories.isEmpty, extra == nil {
            let ascii = ascii
            return utf8.withContiguousStorageIfAvailable { bytes in
                let offset = ascii.firstNonMember(in: bytes, from: 0)
                return result(bytes, offset < bytes.count ? offset : nil)
            }
        }
        return utf8.withContiguousStorageIfAvailable { result($0, firstDisallowedByte(in: $0)) }
    }

    /// The slow path, for text whose UTF-8 is not stored contiguously (an `NSString`
    /// bridged on Apple platforms): one scalar at a time.
    func firstDisallowed(inScalars scalars: some Sequence<Unicode.Scalar>) -> (
        scalar: Unicode.Scalar, utf16Offset: Int
    )? {
        var offset = 0
        for scalar in scalars {
            if !contains(scalar) { return (scalar, offset) }
            offset += scalar.utf16.count
        }
        return nil
    }

    /// The byte offset of the first scalar outside the class in valid UTF-8, or `nil`.
    func firstDisallowedByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        let allowsNonASCII = !categories.isEmpty || extra != nil
        var offset = 0
        while true {
            offset = ascii.firstNonMember(in: bytes, from: offset)
            guard offset < count else { return nil }
            // A disallowed ASCII byte, or the start of a non-ASCII scalar.
            guard allowsNonASCII, base[offset] >= 0x80 else { return offset }
            // Stay here through a run of non-ASCII scalars (a word in Hindi, Russian,
            // Chinese): word skipping would fail on each of them.
            repeat {
                let (scalar, length) = UTF8Decoding.scalar(at: offset, in: bytes)
                guard containsNonASCII(scalar) else { return offset }
                offset += length
            } while offset < count && base[offset] >= 0x80
        }
    }

    @inline(__always)
    private func containsNonASCII(_ scalar: Unicode.Scalar) -> Bool {
        if !categories.isEmpty, categories.contains(categoryOf: scalar) {
            return true
        }
        return extra != nil && extraContains(scalar)
    }

    // Not inlined, like the standard library's Unicode types: keeps Foundation's
    // resilient types out of the scanning loop's setup.
    @inline(never)
    private func extraContains(_ scalar: Unicode.Scalar) -> Bool {
        extra?.contains(scalar) ?? false
    }

    /// The ASCII scalars for which `isMember` holds, as two 64-bit maps.
    private static func asciiBits(where isMember: (Unicode.Scalar) -> Bool) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for value in UInt32(0)..<128 where isMember(Unicode.Scalar(UInt8(value))) {
            if value < 64 { low |= 1 << value } else { high |= 1 << (value - 64) }
        }
        return (low, high)
    }
}
