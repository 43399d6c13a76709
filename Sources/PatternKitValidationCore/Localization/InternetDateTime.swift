package import Foundation

/// Writes a date as an ISO 8601 internet date-time in UTC (`2025-01-01T00:00:00Z`, RFC 3339),
/// by arithmetic; `PatternKitValidation` reads them.
///
/// `ISO8601DateFormatter.string(from:timeZone:formatOptions:)` makes an ICU date formatter on
/// every call (tens of microseconds, most of a server's answer that carries a date). Dates from
/// 0001 to 9999 are written here in the proleptic Gregorian calendar, RFC 3339's: from
/// 15 October 1582 the text `ISO8601DateFormatter` writes with `.withInternetDateTime`, to the
/// second (the time rounded to the millisecond, then fractions of a second cut, as the
/// formatter does); before it, the day RFC 3339 names, where ICU switches to the Julian
/// calendar. Any other date (no form reads one) still goes to the formatter.
package enum InternetDateTime {
    /// `date` in UTC, to the second.
    package static func string(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        // 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: what rounds to a later millisecond
        // is written by the formatter, whose year 10000 has five digits.
        guard interval.isFinite, interval >= -62_135_596_800, interval < 253_402_300_799.999 else {
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

    /// Whether `date` is midnight UTC (`2025-01-31T00:00:00Z`): how a date field holds a
    /// calendar day, which messages write as that day and date rules compare as one.
    package static func isCalendarDay(_ date: Date) -> Bool {
        date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0
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
