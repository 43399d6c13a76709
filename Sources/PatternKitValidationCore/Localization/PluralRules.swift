/// The CLDR cardinal plural rules of a language: which ``PluralCategory`` a count takes.
///
/// Built in for the languages of the package's messages: Arabic, Chinese, Dutch, English,
/// French, German, Hindi, Italian, Japanese, Korean, Polish, Portuguese, Russian, Spanish,
/// Turkish and Ukrainian. Any other language gets CLDR's root rule, where every number is
/// ``PluralCategory/other``. Portuguese follows Brazil (`pt`, `pt-BR`): 0 and 1
/// are ``PluralCategory/one``.
///
/// ```swift
/// let russian = PluralRules(language: "ru-RU")
/// russian.category(for: 1)    // .one   — 1 символ
/// russian.category(for: 3)    // .few   — 3 символа
/// russian.category(for: 11)   // .many  — 11 символов
/// russian.category(for: 1.5) // .other — 1,5 символа
/// PluralRules(language: "ar").categories  // [.zero, .one, .two, .few, .many, .other]
/// ```
public struct PluralRules: Hashable, Sendable {
    /// The families of rules the built-in languages fall into (CLDR 46).
    private enum Family: Hashable, Sendable {
        /// Only `other`: Chinese, Japanese, Korean, and unknown languages.
        case otherOnly
        /// one: i = 1 and v = 0 (English, German, Dutch).
        case oneIfExactlyOne
        /// one: n = 1 (Turkish).
        case oneIfOne
        /// one: i = 0 or n = 1 (Hindi).
        case oneIfZeroOrOne
        /// one: i = 1 and v = 0; many: a whole number of millions (Italian).
        case italian
        /// one: n = 1; many: a whole number of millions (Spanish).
        case spanish
        /// one: i = 0,1; many: a whole number of millions (French, Brazilian Portuguese).
        case french
        /// one: 1, 21, 31…; few: 2–4, 22–24…; many: 0, 5–20, 25–30… (Russian, Ukrainian).
        case eastSlavic
        /// one: 1; few: 2–4, 22–24…; many: 0, 5–21, 25–31… (Polish).
        case polish
        /// zero: 0; one: 1; two: 2; few: 3–10, 103–110…; many: 11–99, 111–199… (Arabic).
        case arabic
    }

    private let family: Family

    /// The rules of `language`, a tag such as `"ru"`, `"pt-BR"` or `"ar_EG"`.
    public init(language: String) {
        family =
            switch LanguageMatcher.Tag(language).language {
            case "en", "de", "nl": .oneIfExactlyOne
            case "tr": .oneIfOne
            case "hi": .oneIfZeroOrOne
            case "it": .italian
            case "es": .spanish
            case "fr", "pt": .french
            case "ru", "uk": .eastSlavic
            case "pl": .polish
            case "ar": .arabic
            default: .otherOnly
            }
    }

    /// The categories this language distinguishes, in ``PluralCategory`` order; always
    /// ends with ``PluralCategory/other``.
    public var categories: [PluralCategory] {
        switch family {
        case .otherOnly: [.other]
        case .oneIfExactlyOne, .oneIfOne, .oneIfZeroOrOne: [.one, .other]
        case .italian, .spanish, .french: [.one, .many, .other]
        case .eastSlavic, .polish: [.one, .few, .many, .other]
        case .arabic: [.zero, .one, .two, .few, .many, .other]
        }
    }

    /// The category of a count. Negative counts take the category of their magnitude.
    public func category(for count: Int) -> PluralCategory {
        category(for: PluralOperands(count))
    }

    /// The category of a number as messages show it: `2.0` as `2`, `1.5` as `1.5`.
    /// Numbers too large or too precise to write in plain decimals are
    /// ``PluralCategory/other``.
    public func category(for number: Double) -> PluralCategory {
        guard number.isFinite else { return .other }
        if number.rounded() == number, number.magnitude < 1e15 {
            return category(for: Int(number))
        }
        guard let operands = PluralOperands(decimal: String(number)) else { return .other }
        return category(for: operands)
    }

    /// The category of numbers with these operands.
    func category(for operands: PluralOperands) -> PluralCategory {
        let (n, i, v) = (operands.n, operands.i, operands.v)
        let isMillions = v == 0 && i != 0 && i % 1_000_000 == 0
        switch family {
        case .otherOnly:
            return .other
        case .oneIfExactlyOne:
            return i == 1 && v == 0 ? .one : .other
        case .oneIfOne:
            return n == 1 ? .one : .other
        case .oneIfZeroOrOne:
            return i == 0 || n == 1 ? .one : .other
        case .italian:
            return i == 1 && v == 0 ? .one : isMillions ? .many : .other
        case .spanish:
            return n == 1 ? .one : isMillions ? .many : .other
        case .french:
            return i == 0 || i == 1 ? .one : isMillions ? .many : .other
        case .eastSlavic:
            guard v == 0 else { return .other }
            return Self.slavic(i, one: i % 10 == 1 && i % 100 != 11)
        case .polish:
            guard v == 0 else { return .other }
            return Self.slavic(i, one: i == 1)
        case .arabic:
            return Self.arabic(operands)
        }
    }

    /// Russian, Ukrainian and Polish after `one`: 2–4 (not 12–14) are few, the rest many.
    private static func slavic(_ i: Int, one: Bool) -> PluralCategory {
        if one { return .one }
        let (lastDigit, lastTwo) = (i % 10, i % 100)
        return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
    }

    private static func arabic(_ operands: PluralOperands) -> PluralCategory {
        guard operands.v == 0 || operands.f == 0 else { return .other }
        let i = operands.i
        switch i {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default:
            switch i % 100 {
            case 3...10: return .few
            case 11...99: return .many
            default: return .other
            }
        }
    }
}
