/// A set of Unicode general categories, as a bit mask.
struct GeneralCategorySet: Hashable, Sendable {
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

    private static func bit(for category: Unicode.GeneralCategory) -> UInt32 {
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
