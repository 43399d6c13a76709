package import Foundation

/// Writes a date as an ISO 8601 internet date-time in UTC (`2025-01-01T00:00:00Z`, RFC 3339),
/// the text `ISO8601DateFormatter` writes with `.withInternetDateTime`, and reads a calendar
/// day (`2025-01-31`), by arithmetic.
///
/// `ISO8601DateFormatter.string(from:timeZone:formatOptions:)` makes an ICU date formatter on
/// every call (tens of microseconds, most of a server's answer that carries a date). Dates from
/// 1600 to 9999 are written here, the same text to the second (the time rounded to the
/// millisecond, then fractions of a second cut, as the formatter does); any other date still
/// goes to the formatter.
package enum InternetDateTime {
    /// `date` in UTC, to the second.
    package static func string(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        // 1600-01-01T00:00:00Z and 10000-01-01T00:00:00Z.
        guard interval.isFinite, interval >= -11_676_096_000, interval < 253_402_300_800 else {
            return ISO8601DateFormatter.string(
                from: date, timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withInternetDateTime])
        }
        // As the formatter counts (CoreFoundation hands ICU the nearest millisecond, from the
        // time since 2001): whole milliseconds first, then seconds.
        let milliseconds = Int(((date.timeIntervalSinceReferenceDate + 978_307_200) * 1_000 + 0.5).rounded(.down))
        let seconds = floorDivision(milliseconds, 1_000).quotient
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let (year, month, day) = civil(fromDaysSince1970: days)
        // "YYYY-MM-DDThh:mm:ssZ": digits written into their places.
        var bytes: [UInt8] = Array("0000-00-00T00:00:00Z".utf8)
        put(year, digits: 4, at: 0, in: &bytes)
        put(month, digits: 2, at: 5, in: &bytes)
        put(day, digits: 2, at: 8, in: &bytes)
        put(secondOfDay / 3_600, digits: 2, at: 11, in: &bytes)
        put(secondOfDay / 60 % 60, digits: 2, at: 14, in: &bytes)
        put(secondOfDay % 60, digits: 2, at: 17, in: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

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

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian day (Howard Hinnant's
    /// `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian calendar day `days` after 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`).
    static func civil(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// Writes `value` (which has at most `digits` digits) as `digits` ASCII digits from `offset`.
    private static func put(_ value: Int, digits: Int, at offset: Int, in bytes: inout [UInt8]) {
        var rest = value
        for index in stride(from: offset + digits - 1, through: offset, by: -1) {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }
}
