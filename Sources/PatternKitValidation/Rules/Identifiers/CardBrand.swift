/// A payment card network, recognized from the leading digits of a card number (its
/// issuer identification number).
///
/// ```swift
/// CardBrand(cardNumber: "4242 4242 4242 4242")  // .visa
/// CardBrand(cardNumber: "2200 1234")            // .mir — works on a partial number,
///                                               // so a form can show the logo while typing
/// CardBrand(cardNumber: "5")                    // nil: Mastercard or Maestro, too early to tell
/// ```
///
/// Ranges (as published by the networks; co-branded ranges go to one brand):
///
/// | brand | leading digits | lengths |
/// |---|---|---|
/// | Visa | 4 | 13, 16, 19 |
/// | Mastercard | 51–55, 2221–2720 | 16 |
/// | American Express | 34, 37 | 15 |
/// | Discover | 6011, 644–649, 65 (but 6521–6522) | 16–19 |
/// | Diners Club | 300–305, 3095, 36, 38, 39 | 14–19 |
/// | JCB | 3528–3589 | 16–19 |
/// | UnionPay | 62 | 16–19 |
/// | Maestro | 5018, 5020, 5038, 5893, 6304, 67 | 12–19 |
/// | Mir | 2200–2204 | 16–19 |
/// | RuPay | 508, 60 (but 6011), 6521–6522, 81, 82 | 16 |
public enum CardBrand: String, Hashable, Sendable, CaseIterable {
    /// Visa.
    case visa
    /// Mastercard.
    case mastercard
    /// American Express.
    case americanExpress
    /// Discover.
    case discover
    /// Diners Club International.
    case dinersClub
    /// JCB.
    case jcb
    /// China UnionPay.
    case unionPay
    /// Maestro.
    case maestro
    /// Mir, the Russian national payment system.
    case mir
    /// RuPay, the Indian national payment system.
    case rupay

    /// The brand of the card whose number begins with the digits of `cardNumber`
    /// (spaces and hyphens are skipped; reading stops at any other character), or `nil`
    /// when no brand's range begins so.
    ///
    /// Only the first six digits are read, and at most the first
    /// ``maximumBytesRead`` bytes, so a brand logo can follow every keystroke of
    /// whatever lands in the field.
    public init?(cardNumber: some StringProtocol) {
        var prefix = 0
        var length = 0
        for byte in cardNumber.utf8.prefix(Self.maximumBytesRead) {
            if let digit = UTF8Text.digitValue(byte) {
                prefix = prefix * 10 + digit
                length += 1
                if length == 6 { break }
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "-") {
                break
            }
        }
        guard let brand = Self.detect(prefix: prefix, length: length) else { return nil }
        self = brand
    }

    /// How many bytes of a number ``init(cardNumber:)`` reads at most: six digits with
    /// room for separators people type between them.
    public static let maximumBytesRead = 64

    /// The numbers of digits the brand's cards have, shortest first.
    public var lengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard, .rupay: [16]
        case .americanExpress: [15]
        case .discover, .jcb, .unionPay, .mir: Array(16...19)
        case .dinersClub: Array(14...19)
        case .maestro: Array(12...19)
        }
    }

    /// Whether the brand's numbers end in a Luhn check digit. UnionPay's do not always,
    /// so a UnionPay number is not rejected for its check digit.
    public var usesLuhnCheckDigit: Bool {
        self != .unionPay
    }

    /// The brand's name as printed on cards: "Visa", "American Express", "RuPay".
    public var displayName: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .discover: "Discover"
        case .dinersClub: "Diners Club"
        case .jcb: "JCB"
        case .unionPay: "UnionPay"
        case .maestro: "Maestro"
        case .mir: "Mir"
        case .rupay: "RuPay"
        }
    }

    /// The brand of a number whose first `length` (≤ 6) digits are `prefix`.
    static func detect(prefix: Int, length: Int) -> CardBrand? {
        func starts(_ range: ClosedRange<Int>, digits: Int) -> Bool {
            guard length >= digits else { return false }
            var leading = prefix
            for _ in digits..<length { leading /= 10 }
            return range.contains(leading)
        }
        func starts(_ value: Int, digits: Int) -> Bool { starts(value...value, digits: digits) }

        if starts(34, digits: 2) || starts(37, digits: 2) { return .americanExpress }
        if starts(300...305, digits: 3) || starts(3095, digits: 4) || starts(36, digits: 2)
            || starts(38...39, digits: 2)
        {
            return .dinersClub
        }
        if starts(3528...3589, digits: 4) { return .jcb }
        if starts(2200...2204, digits: 4) { return .mir }
        if starts(51...55, digits: 2) || starts(2221...2720, digits: 4) { return .mastercard }
        if starts(4, digits: 1) { return .visa }
        if starts(6011, digits: 4) { return .discover }
        if starts(508, digits: 3) || starts(60, digits: 2) || starts(6521...6522, digits: 4)
            || starts(81...82, digits: 2)
        {
            return .rupay
        }
        if starts(644...649, digits: 3) || starts(65, digits: 2) { return .discover }
        if starts(62, digits: 2) { return .unionPay }
        for maestro in [5018, 5020, 5038, 5893, 6304] where starts(maestro, digits: 4) {
            return .maestro
        }
        // The whole 67 range is Maestro's (6759 and 6761–6763 among others), as the
        // networks publish it; no other brand here claims a part of it.
        if starts(67, digits: 2) { return .maestro }
        return nil
    }
}
