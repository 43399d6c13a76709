package import Foundation
import PatternKitValidationCore

/// Reading internet dates (RFC 3339) strictly: where dates are read, beside the typed forms, so
/// that an app that only shows the engine's messages links none of it.
extension InternetDateTime {
    /// Midnight UTC of the calendar day `text` names, when it is one beyond doubt: exactly
    /// `YYYY-MM-DD` (``civilDay(_:)``) with a year from 1600 to 9999. `nil` for anything else,
    /// which the caller leaves to `ISO8601DateFormatter` (this only spares it the days it reads
    /// alike: an ICU parse costs microseconds).
    package static func day(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard let (year, month, day) = civilDay(bytes[...]), year >= 1_600 else { return nil }
        return Date(timeIntervalSince1970: Double(daysSince1970(year: year, month: month, day: day)) * 86_400)
    }

    /// The year, month and day `bytes` write as exactly `YYYY-MM-DD` in ASCII digits, when that
    /// day exists in the proleptic Gregorian calendar and its year is from 0001 to 9999; else
    /// `nil`. The one reading of a calendar day, for ``day(_:)`` and ``InternetDateTimeShape``.
    package static func civilDay(_ bytes: ArraySlice<UInt8>) -> (year: Int, month: Int, day: Int)? {
        let start = bytes.startIndex
        guard bytes.count == 10, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
            let year = digits(bytes[start..<start + 4]), let month = digits(bytes[start + 5..<start + 7]),
            let day = digits(bytes[start + 8..<start + 10]), (1...9_999).contains(year), (1...12).contains(month),
            day >= 1, day <= days(inMonth: month, of: year)
        else { return nil }
        return (year, month, day)
    }

    /// The value of `bytes` when they are ASCII digits only; else `nil`.
    package static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
        }
        return value
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian day (Howard Hinnant's
    /// `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
