public import Foundation

/// Accepts a payment card's expiry date as card forms ask for it, `MM/YY` or `MM/YYYY`,
/// that has not passed and is not implausibly far ahead.
///
/// ```swift
/// let expiry: some Validator<String> = .cardExpiry
/// expiry.isValid("12/29")        // true (until the end of December 2029)
/// expiry.isValid("13/29")        // false: problem "invalidMonth" (code 1185)
/// expiry.isValid("01/20")        // false: the card has expired (code 1186)
///
/// let fixed = CardExpiryValidator(timeZone: .gmt, now: someDate)   // for tests and previews
/// fixed.expiry(of: "7 / 2031")   // (month: 7, year: 2031)
/// ```
///
/// Accepted: a month of one or two digits (1–12), a `/` or `-` with optional spaces around
/// it, and a year of two digits (20YY) or four. A card is valid through the last day of
/// its expiry month, in ``timeZone``; a year more than ``maximumYearsAhead`` years ahead is
/// rejected (problem `tooFarInFuture`), which catches a month and year typed the wrong way
/// round. The Gregorian calendar is used whatever the device's calendar. For a form with
/// separate month and year fields, use `.integer(in: 1...12)` for the month.
public struct CardExpiryValidator: Validator {
    /// Why a text is not an acceptable expiry date: the `problem` parameter of the error.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// Not `MM/YY` or `MM/YYYY` (code 1185).
        case invalidFormat
        /// A month outside 1–12 (code 1185).
        case invalidMonth
        /// A month that has passed (code 1186).
        case expired
        /// A year more than ``CardExpiryValidator/maximumYearsAhead`` years ahead (code 1185).
        case tooFarInFuture
    }

    /// How many years ahead an expiry date may lie.
    public let maximumYearsAhead: Int

    /// The time zone in which a month ends.
    public let timeZone: TimeZone

    /// The moment compared with, or `nil` for the time of each validation.
    public let referenceDate: Date?

    /// A validator for expiry dates.
    ///
    /// - Parameters:
    ///   - maximumYearsAhead: How many years ahead an expiry date may lie (20 by default).
    ///   - timeZone: The time zone in which a month ends (the device's by default).
    ///   - now: A fixed moment to compare with, for tests and previews; `nil` (the default)
    ///     compares with the time of each validation.
    public init(maximumYearsAhead: Int = 20, timeZone: TimeZone = .current, now: Date? = nil) {
        self.maximumYearsAhead = maximumYearsAhead
        self.timeZone = timeZone
        self.referenceDate = now
    }

    /// Throws `ValidationError.Code.cardExpired` for a month that has passed, and
    /// `ValidationError.Code.cardExpiry` with the ``Problem`` for anything else.
    public func validate(_ input: String) throws(ValidationError) {
        guard let expiry = UTF8Text.withBytes(of: input, limit: 32, Self.parse) ?? nil else {
            throw Failure(.invalidFormat).error(.cardExpiry)
        }
        guard (1...12).contains(expiry.month) else {
            throw Failure(.invalidMonth, utf16Offset: 0).error(.cardExpiry)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = calendar.dateComponents([.year, .month], from: referenceDate ?? Date())
        let current = (today.year ?? 0) * 12 + (today.month ?? 1)
        let given = expiry.year * 12 + expiry.month
        if given < current {
            throw Failure(.expired).error(.cardExpired)
        }
        if given > current + maximumYearsAhead * 12 {
            throw Failure(.tooFarInFuture).error(.cardExpiry, adding: [.maximum: .int(maximumYearsAhead)])
        }
    }

    /// The month and year written in `input`, if it has the shape of an expiry date (the
    /// month is not checked): `(month: 12, year: 2029)` for `"12/29"`.
    public func expiry(of input: String) -> (month: Int, year: Int)? {
        UTF8Text.withBytes(of: input, limit: 32, Self.parse) ?? nil
    }

    private typealias Failure = FormatFailure<Problem>

    /// `M[M] [/-] YY[YY]`, spaces around the separator.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (month: Int, year: Int)? {
        var offset = 0
        func digits(max: Int) -> (value: Int, count: Int) {
            var value = 0
            var count = 0
            while offset < bytes.count, count < max, let digit = UTF8Text.digitValue(bytes[offset]) {
                value = value * 10 + digit
                count += 1
                offset += 1
            }
            return (value, count)
        }
        func skipSpaces() {
            while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        }
        let month = digits(max: 2)
        guard month.count > 0 else { return nil }
        skipSpaces()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "/") || bytes[offset] == UInt8(ascii: "-") else {
            return nil
        }
        offset += 1
        skipSpaces()
        let year = digits(max: 4)
        guard offset == bytes.count, year.count == 2 || year.count == 4 else { return nil }
        return (month.value, year.count == 2 ? 2000 + year.value : year.value)
    }
}

extension Validator where Self == CardExpiryValidator {
    /// Card expiry dates such as `12/29` that have not passed (codes 1185, 1186).
    public static var cardExpiry: CardExpiryValidator { CardExpiryValidator() }
}
