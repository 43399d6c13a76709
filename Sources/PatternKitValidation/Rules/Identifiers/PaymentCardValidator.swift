/// Accepts a payment card number: digits with spaces or hyphens as people copy them,
/// a length its brand issues, and a correct Luhn check digit; optionally only cards of
/// some brands.
///
/// ```swift
/// let card: some Validator<String> = .paymentCard
/// card.isValid("4242 4242 4242 4242")     // true: Visa
/// card.isValid("3782-822463-10005")       // true: American Express
/// card.isValid("4242 4242 4242 4241")     // false: problem "checksum" (code 1180)
///
/// let domestic = PaymentCardValidator(acceptedBrands: [.rupay, .visa, .mastercard])
/// let error = domestic.failures("2200 0000 0000 0004")[0]
/// error.parameters[.problem]              // "brandNotAccepted"
/// error.parameters[.brand]                // "mir"
/// ```
///
/// Spaces, no-break spaces and hyphens may appear anywhere; other characters fail with
/// problem `invalidCharacter`. The brand comes from ``CardBrand``; a number of no known
/// brand passes when it has 12–19 digits, a correct check digit and a first digit other
/// than `0` (problem `noIssuer`), unless ``acceptedBrands`` is set. UnionPay numbers are not held to the Luhn check (see
/// ``CardBrand/usesLuhnCheckDigit``). Expiry dates and security codes are separate fields.
public struct PaymentCardValidator: Validator {
    /// Why a text is not an acceptable card number: the `problem` parameter of the error.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// A character other than digits, spaces and hyphens.
        case invalidCharacter
        /// A number of digits the brand does not issue (12–19 for an unknown brand).
        case wrongLength
        /// The Luhn check digit does not match.
        case checksum
        /// A brand outside ``PaymentCardValidator/acceptedBrands``, or no known brand when
        /// the set is given.
        case brandNotAccepted
        /// A number that begins with `0`: ISO/IEC 7812 assigns no card issuer that major
        /// industry identifier, so `0000 0000 0000 0000` is no card though its check
        /// digit is correct.
        case noIssuer
    }

    /// The brands accepted, or `nil` for any card, including numbers of no known brand.
    public let acceptedBrands: Set<CardBrand>?

    /// A validator for card numbers of `acceptedBrands`, or of any brand.
    public init(acceptedBrands: Set<CardBrand>? = nil) {
        self.acceptedBrands = acceptedBrands
    }

    /// The lengths of a number of no known brand (ISO/IEC 7812).
    public static let unknownBrandLengths = 12...19

    /// Throws `ValidationError.Code.paymentCard` with the ``Problem``, the `brand` when
    /// it is known, the digit `count`, or the `utf16Offset` of a bad character.
    public func validate(_ input: String) throws(ValidationError) {
        // 19 digits with a separator after each fit in 64 bytes.
        let number: Digits
        switch UTF8Text.withBytes(of: input, limit: 64, Self.scan) {
        case .success(let digits)?: number = digits
        case .failure(let failure)?: throw failure.error(.paymentCard)
        case nil: throw Failure(.wrongLength).error(.paymentCard)
        }
        let brand = CardBrand.detect(prefix: number.prefix, length: min(number.count, 6))
        func fail(_ problem: Problem) -> ValidationError {
            Failure(problem, count: number.count).error(
                .paymentCard, adding: brand.map { [.brand: .string($0.rawValue)] } ?? [:])
        }
        if brand == nil, number.count > 0, number.startsWithZero {
            throw fail(.noIssuer)
        }
        if let acceptedBrands, !(brand.map(acceptedBrands.contains) ?? false) {
            throw fail(.brandNotAccepted)
        }
        guard brand?.lengths.contains(number.count) ?? Self.unknownBrandLengths.contains(number.count) else {
            throw fail(.wrongLength)
        }
        if brand?.usesLuhnCheckDigit ?? true, !number.passesLuhn {
            throw fail(.checksum)
        }
    }

    private typealias Failure = FormatFailure<Problem>

    /// A card number's digits, summarized without storing them.
    struct Digits {
        var count = 0
        /// The first six digits (or fewer).
        var prefix = 0
        /// Whether the first digit is `0` (the major industry identifier of no issuer).
        var startsWithZero = false
        /// Luhn sums doubling the digits at even and at odd positions from the left.
        var sumDoublingEven = 0
        var sumDoublingOdd = 0

        /// Whether the last digit is the Luhn check digit of the others: digits at every
        /// second position from the right, the check digit excluded, count twice (minus 9
        /// above 9).
        var passesLuhn: Bool {
            // The check digit's position from the left is count - 1; the digits of the
            // other parity are doubled.
            (count % 2 == 0 ? sumDoublingEven : sumDoublingOdd) % 10 == 0
        }

        mutating func append(_ digit: Int) {
            let doubled = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
            if count % 2 == 0 {
                sumDoublingEven += doubled
                sumDoublingOdd += digit
            } else {
                sumDoublingEven += digit
                sumDoublingOdd += doubled
            }
            if count == 0 { startsWithZero = digit == 0 }
            if count < 6 { prefix = prefix * 10 + digit }
            count += 1
        }
    }

    /// The digits of `bytes`, or the first character that is not a digit or a separator.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Digits, Failure> {
        var digits = Digits()
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if let digit = UTF8Text.digitValue(byte) {
                digits.append(digit)
            } else if byte == 0xC2, offset + 1 < bytes.count, bytes[offset + 1] == 0xA0 {
                offset += 1  // a no-break space
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "-") {
                return .failure(Failure(.invalidCharacter, at: offset, in: bytes))
            }
            offset += 1
        }
        return .success(digits)
    }
}

extension Validator where Self == PaymentCardValidator {
    /// Card numbers of any brand with a correct check digit; spaces and hyphens allowed
    /// (code 1180).
    public static var paymentCard: PaymentCardValidator { PaymentCardValidator() }
}
