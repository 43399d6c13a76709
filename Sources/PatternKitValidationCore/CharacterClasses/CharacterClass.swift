/// A set of Unicode scalars that text may consist of, tested in place at memory speed.
///
/// A character class answers "is every character of this text allowed?" by scanning
/// the text's UTF-8 where it lies, without a regular expression and without allocating.
/// Runs of allowed ASCII are tested eight bytes at a time; other scalars one by one.
///
/// ```swift
/// CharacterClass.asciiDigits.allows("2024")            // true
/// CharacterClass.asciiDigits.allows("١٢٣")             // false: Arabic-Indic digits
/// CharacterClass.decimalDigits.allows("١٢٣")           // true: digits of any script (Rules)
/// CharacterClass.letters.allows("हिन्दी")                // true: letters and marks (Rules)
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
/// sets one byte per step.
///
/// This module has the ASCII classes and classes of listed characters. The classes of
/// Unicode general categories (`init(generalCategories:)`, `.letters`, `.decimalDigits`,
/// `.lettersAndDigits`) and of a Foundation `CharacterSet` (`init(_:)`) come with
/// `PatternKitValidation`, so that their tables cost only an app whose validators use
/// them; their categories come from the Swift standard library's tables, which may know a
/// newer Unicode version than Foundation's `CharacterSet`.
public struct CharacterClass: Hashable, Sendable {
    /// The allowed ASCII scalars, and how runs of them are skipped.
    private let ascii: ASCIIMembers
    /// Which non-ASCII scalars are allowed; `nil`: none.
    private let nonASCII: (any NonASCIIMembership)?

    /// A class of the ASCII scalars of the two 64-bit maps (bit `n` of `asciiLow`: scalar `n`;
    /// of `asciiHigh`: scalar `64 + n`) and of the non-ASCII scalars `nonASCII` allows: how
    /// PatternKitValidation builds its Unicode classes.
    package init(asciiLow: UInt64, asciiHigh: UInt64, nonASCII: (any NonASCIIMembership)?) {
        self.ascii = ASCIIMembers(low: asciiLow, high: asciiHigh)
        self.nonASCII = nonASCII
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
        self.init(asciiLow: low, asciiHigh: high, nonASCII: others.isEmpty ? nil : ScalarSet(scalars: others))
    }

    /// The ASCII digits `0`–`9` (the Strategy article's `[0-9]`).
    public static let asciiDigits = CharacterClass(charactersIn: "0123456789")

    /// The ASCII letters `a`–`z` and `A`–`Z` (the Strategy article's `[a-zA-Z]`).
    public static let asciiLetters = CharacterClass(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The ASCII letters and digits.
    public static let asciiAlphanumerics = asciiDigits.union(asciiLetters)

    /// Every ASCII scalar, U+0000–U+007F: letters, digits, punctuation, the space and the
    /// control characters (tab, line feeds), as Vapor's and SwiftValidators' ASCII rules
    /// accept them.
    public static let ascii = CharacterClass(asciiLow: .max, asciiHigh: .max, nonASCII: nil)

    /// The hexadecimal digits `0`–`9`, `a`–`f` and `A`–`F`.
    public static let hexadecimalDigits = CharacterClass(charactersIn: "0123456789abcdefABCDEF")

    /// Whether the class may hold a scalar outside ASCII (`false`: its members are ASCII
    /// scalars only) — how a form's JSON Schema knows it can write the class as a pattern.
    package var mayHoldNonASCII: Bool {
        nonASCII != nil
    }

    /// The ASCII scalars of the class, in order.
    package var asciiMembers: [Unicode.Scalar] {
        (0..<128).filter { ascii.contains(UInt8($0)) }.compactMap { Unicode.Scalar(UInt32($0)) }
    }

    /// The scalars of this class and of `other`.
    public func union(_ other: CharacterClass) -> CharacterClass {
        let nonASCII: (any NonASCIIMembership)? =
            switch (self.nonASCII, other.nonASCII) {
            case (nil, nil): nil
            case (let set?, nil), (nil, let set?): set
            case (let first?, let second?): first.union(second)
            }
        return CharacterClass(
            asciiLow: ascii.low | other.ascii.low, asciiHigh: ascii.high | other.ascii.high, nonASCII: nonASCII)
    }

    public static func == (lhs: CharacterClass, rhs: CharacterClass) -> Bool {
        guard lhs.ascii == rhs.ascii else { return false }
        switch (lhs.nonASCII, rhs.nonASCII) {
        case (nil, nil): return true
        case (let first?, let second?): return first.isEqual(to: second)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ascii)
        if let nonASCII { hasher.combine(nonASCII) }
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
    /// would copy it, and its membership of non-ASCII scalars, on every call.
    @inline(__always)
    private func withContiguousScan<R>(
        of utf8: some Sequence<UInt8>, _ result: (UnsafeBufferPointer<UInt8>, Int?) -> R
    ) -> R? {
        if nonASCII == nil {
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
        let allowsNonASCII = nonASCII != nil
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

    // Not inlined: keeps the membership's dynamic call (and whatever Unicode tables it reads)
    // out of the scanning loop's setup.
    @inline(never)
    private func containsNonASCII(_ scalar: Unicode.Scalar) -> Bool {
        nonASCII?.contains(scalar) ?? false
    }

    /// The ASCII scalars for which `isMember` holds, as two 64-bit maps (for
    /// ``init(asciiLow:asciiHigh:nonASCII:)``).
    package static func asciiBits(where isMember: (Unicode.Scalar) -> Bool) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for value in UInt32(0)..<128 where isMember(Unicode.Scalar(UInt8(value))) {
            if value < 64 { low |= 1 << value } else { high |= 1 << (value - 64) }
        }
        return (low, high)
    }
}
