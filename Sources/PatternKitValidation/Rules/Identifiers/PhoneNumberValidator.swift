/// Accepts a phone number in international E.164 form — `+`, a country code, the
/// subscriber number: 7 to 15 digits in all — optionally with the spaces, hyphens, dots
/// and parentheses people type, and, through a pattern hook, numbers in a national
/// format of your choice.
///
/// This is the data-free fallback: it checks the shape only, for an app that does not
/// link PatternKitRegions' numbering-plan tables. The phone rule is PatternKitRegions'
/// `PhoneNumberRegionValidator` (`.phoneNumber(region:types:)`), which knows which numbers
/// each region uses, reads national numbers without a pattern, and tells region and type.
///
/// ```swift
/// let phone: some Validator<String> = .phoneNumber
/// phone.isValid("+14155552671")          // true
/// phone.isValid("+1 (415) 555-2671")     // true: formatting is allowed
/// phone.isValid("+91 98765 43210")       // true
/// phone.isValid("4155552671")            // false: problem "missingCountryCode" (code 1170)
///
/// // Indian mobile numbers written nationally, or any international number:
/// let india = PhoneNumberValidator(nationalPattern: try PatternValidator("0?[6-9][0-9]{9}"))
/// india.isValid("09876543210")           // true
/// india.isValid("+7 495 123-45-67")      // true
/// ```
///
/// E.164: the first digit after `+` (the country code's) is 1–9; the number has at most
/// 15 digits, and this rule asks for at least 7 (the shortest numbers in use, +683 and
/// +290, have 7 and 8). Formatting characters — space, no-break space, `-`, `.`, `(`,
/// `)` — may appear between digits when ``allowsFormatting`` is `true` (the default);
/// their placement is not checked. Whether the number exists, or which lengths a
/// country uses, is not checked: that takes a numbering-plan database (PatternKitRegions).
///
/// A text that does not start with `+` is checked against ``nationalPattern`` (the
/// whole text, formatting included, so the pattern decides what formatting a national
/// number may have); without one it fails with problem `missingCountryCode`.
public struct PhoneNumberValidator: Validator {
    /// Why a text is not a phone number: the `problem` parameter of the error.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// No `+` and country code, and no national pattern accepts the text.
        case missingCountryCode
        /// A national number that ``PhoneNumberValidator/nationalPattern`` rejects.
        case nationalFormat
        /// A country code starting with 0.
        case invalidCountryCode
        /// A character other than digits and, when allowed, formatting.
        case invalidCharacter
        /// Fewer than 7 digits.
        case tooShort
        /// More than 15 digits.
        case tooLong
    }

    /// The fewest and most digits of an international number.
    public static let digitCount = 7...15

    /// Whether spaces, hyphens, dots and parentheses may appear among the digits.
    public let allowsFormatting: Bool

    /// The national format, for numbers written without `+`; `nil` requires the `+`.
    public let nationalPattern: PatternValidator?

    /// A validator for phone numbers.
    ///
    /// - Parameters:
    ///   - allowsFormatting: Whether spaces, hyphens, dots and parentheses may appear.
    ///   - nationalPattern: A pattern for numbers written without `+` (compiled once,
    ///     when you make it); `nil` to accept international numbers only.
    public init(allowsFormatting: Bool = true, nationalPattern: PatternValidator? = nil) {
        self.allowsFormatting = allowsFormatting
        self.nationalPattern = nationalPattern
    }

    /// Throws `ValidationError.Code.phoneNumber` with the ``Problem``, and the digit
    /// `count` or the `utf16Offset` of a bad character where they apply.
    public func validate(_ input: String) throws(ValidationError) {
        if let failure = check(input) {
            throw failure.error(.phoneNumber)
        }
    }

    private typealias Failure = FormatFailure<Problem>

    private func check(_ input: String) -> Failure? {
        guard input.utf8.first == UInt8(ascii: "+") else {
            guard let nationalPattern else { return Failure(.missingCountryCode) }
            // No national number is longer; a long paste never reaches the regular expression.
            return input.utf8.count <= 64 && nationalPattern.isValid(input) ? nil : Failure(.nationalFormat)
        }
        // Fifteen digits with generous formatting fit in 64 bytes.
        return UTF8Text.withBytes(of: input, limit: 64) { bytes -> Failure? in
            var digits = 0
            var offset = 1
            while offset < bytes.count {
                let byte = bytes[offset]
                if let digit = UTF8Text.digitValue(byte) {
                    if digits == 0, digit == 0 { return Failure(.invalidCountryCode, at: offset, in: bytes) }
                    digits += 1
                    offset += 1
                    continue
                }
                let formatting = Self.formattingLength(bytes, at: offset)
                guard allowsFormatting, formatting > 0 else {
                    return Failure(.invalidCharacter, at: offset, in: bytes)
                }
                offset += formatting
            }
            if digits < Self.digitCount.lowerBound { return Failure(.tooShort, count: digits) }
            if digits > Self.digitCount.upperBound { return Failure(.tooLong, count: digits) }
            return nil
        } ?? Failure(.tooLong)
    }

    /// The byte length of a formatting character at `offset`, or 0.
    private static func formattingLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        switch bytes[offset] {
        case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"): 1
        case 0xC2 where offset + 1 < bytes.count && bytes[offset + 1] == 0xA0: 2  // no-break space
        default: 0
        }
    }
}

extension Validator where Self == PhoneNumberValidator {
    /// International (E.164) phone numbers, formatting allowed (code 1170).
    public static var phoneNumber: PhoneNumberValidator { PhoneNumberValidator() }

    /// International phone numbers, or national ones that `nationalPattern` matches.
    public static func phoneNumber(nationalPattern: PatternValidator) -> PhoneNumberValidator {
        PhoneNumberValidator(nationalPattern: nationalPattern)
    }
}
