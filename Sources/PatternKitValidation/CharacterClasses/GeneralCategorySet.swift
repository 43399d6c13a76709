import PatternKitValidationCore

/// A set of Unicode general categories, as a bit mask: the non-ASCII scalars of a
/// `CharacterClass` made with `init(generalCategories:)` (`.letters`, `.decimalDigits`…).
struct GeneralCategorySet: NonASCIIMembership {
    private(set) var bits: UInt32 = 0

    init() {}

    init(_ categories: some Sequence<Unicode.GeneralCategory>) {
        for category in categories {
            bits |= 1 << Self.bit(for: category)
        }
    }

    var isEmpty: Bool { bits == 0 }

    func contains(_ category: Unicode.GeneralCategory) -> Bool {
        bits & (1 << Self.bit(for: category)) != 0
    }

    func union(_ other: GeneralCategorySet) -> GeneralCategorySet {
        var result = self
        result.bits |= other.bits
        return result
    }

    /// Whether the category of the non-ASCII `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        contains(categoryOf: scalar)
    }

    /// One set of the categories of both when `other` is a set of categories too (letters and
    /// digits: one table lookup per scalar).
    func union(_ other: any NonASCIIMembership) -> any NonASCIIMembership {
        guard let other = other as? GeneralCategorySet else { return unionAskingBoth(other) }
        return union(other)
    }

    /// Whether the category of `scalar` is in the set. Scalars of the Basic Multilingual
    /// Plane are looked up in a table; the others ask the standard library.
    @inline(__always)
    func contains(categoryOf scalar: Unicode.Scalar) -> Bool {
        let bit =
            scalar.value < 0x1_0000
            ? UInt32(BMPCategoryTable.shared.bits[Int(scalar.value)])
            : Self.bit(outsideBMP: scalar)
        return bits & (1 << bit) != 0
    }

    // Not inlined: the standard library's Unicode types are resilient, and inlining them
    // would make every caller set up their metadata, even for ASCII or BMP text.
    @inline(never)
    private static func bit(outsideBMP scalar: Unicode.Scalar) -> UInt32 {
        bit(for: scalar.properties.generalCategory)
    }

    /// The category bit of every scalar U+0000–U+FFFF, built on first use (64 KB, kept
    /// for the life of the process). The standard library's lookup costs tens of
    /// nanoseconds per scalar; this costs one load, with no reference counting.
    private struct BMPCategoryTable: @unchecked Sendable {
        // @unchecked: the buffer is written once, before `shared` is published, and
        // never written or freed after.
        let bits: UnsafePointer<UInt8>

        static let shared: BMPCategoryTable = {
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x1_0000)
            for value in 0..<UInt32(0x1_0000) {
                let category = Unicode.Scalar(value)?.properties.generalCategory ?? .surrogate
                buffer[Int(value)] = UInt8(GeneralCategorySet.bit(for: category))
            }
            return BMPCategoryTable(bits: UnsafePointer(buffer))
        }()
    }

    static func bit(for category: Unicode.GeneralCategory) -> UInt32 {
        switch category {
        case .uppercaseLetter: 0
        case .lowercaseLetter: 1
        case .titlecaseLetter: 2
        case .modifierLetter: 3
        case .otherLetter: 4
        case .nonspacingMark: 5
        case .spacingMark: 6
        case .enclosingMark: 7
        case .decimalNumber: 8
        case .letterNumber: 9
        case .otherNumber: 10
        case .connectorPunctuation: 11
        case .dashPunctuation: 12
        case .openPunctuation: 13
        case .closePunctuation: 14
        case .initialPunctuation: 15
        case .finalPunctuation: 16
        case .otherPunctuation: 17
        case .mathSymbol: 18
        case .currencySymbol: 19
        case .modifierSymbol: 20
        case .otherSymbol: 21
        case .spaceSeparator: 22
        case .lineSeparator: 23
        case .paragraphSeparator: 24
        case .control: 25
        case .format: 26
        case .surrogate: 27
        case .privateUse: 28
        case .unassigned: 29
        @unknown default: 30
        }
    }
}
