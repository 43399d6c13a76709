package import Foundation
import PatternKitValidationCore

/// Reading internet dates (RFC 3339) strictly, by arithmetic: where dates are read, beside the
/// typed forms, so that an app that only shows the engine's messages links none of it.
extension InternetDateTime {
    /// 0001-01-01T00:00:00Z, the first second a date field reads (seconds since 1970).
    package static let earliestSecond = -62_135_596_800
    /// 9999-12-31T23:59:59Z, the last second a date field reads (seconds since 1970); its
    /// fraction goes up to .999, which the writer still writes in the year 9999.
    package static let latestSecond = 253_402_300_799

    /// `text` as a date, when it is exactly one of the two internet dates, and `nil` for anything
    /// else (nothing is rolled over, nothing may follow the value, no other spelling is guessed):
    ///
    /// - a **calendar day** `YYYY-MM-DD` (`2025-01-31`): midnight UTC of that day;
    /// - a **moment** `YYYY-MM-DDThh:mm:ss`, an optional fraction of 1 to 9 digits, then `Z` or an
    ///   offset `±hh:mm` (`2025-01-31T09:30:00Z`, `…09:30:00.250+01:00`): the instant it names,
    ///   its offset applied — `2000-02-28T23:00:00-14:00` is 29 February 13:00 UTC.
    ///
    /// The day must exist in the proleptic Gregorian calendar (RFC 3339's, before 1582 too:
    /// `2001-02-29` and `2000-02-30` are refused), in a year from 0001 to 9999; hours go to 23,
    /// minutes and seconds to 59 (a leap second, `:60`, is refused), offsets to 23:59; `T` and
    /// `Z` are upper case. And the instant, in UTC, must be from 0001-01-01T00:00:00Z to
    /// 9999-12-31T23:59:59.999Z: what `string(_:)` writes back with a year from 0001 to 9999
    /// (`9999-12-31T23:59:59-14:00` is in the year 10000 in UTC, and refused).
    package static func date(_ text: some StringProtocol) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let (year, month, day) = civilDay(bytes[0..<10]) else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        if bytes.count == 10 { return Date(timeIntervalSince1970: Double(days) * 86_400) }

        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), let hour = digits(bytes[11..<13]), hour <= 23,
            bytes[13] == UInt8(ascii: ":"), let minute = digits(bytes[14..<16]), minute <= 59,
            bytes[16] == UInt8(ascii: ":"), let second = digits(bytes[17..<19]), second <= 59
        else { return nil }
        var rest = bytes[19...]
        var fraction: ArraySlice<UInt8> = []
        if rest.first == UInt8(ascii: ".") {
            fraction = rest.dropFirst().prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard (1...9).contains(fraction.count) else { return nil }
            rest = rest.dropFirst(1 + fraction.count)
        }
        var offset = 0
        if !rest.elementsEqual([UInt8(ascii: "Z")]) {
            let start = rest.startIndex
            guard rest.count == 6, rest[start] == UInt8(ascii: "+") || rest[start] == UInt8(ascii: "-"),
                let hours = digits(rest[start + 1..<start + 3]), hours <= 23, rest[start + 3] == UInt8(ascii: ":"),
                let minutes = digits(rest[start + 4..<start + 6]), minutes <= 59
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (rest[start] == UInt8(ascii: "-") ? -1 : 1)
        }

        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        guard (earliestSecond...latestSecond).contains(seconds),
            // A fraction beyond .999 of the last second is written as the year 10000.
            seconds < latestSecond || !fraction.dropFirst(3).contains(where: { $0 != UInt8(ascii: "0") })
        else { return nil }
        let part = fraction.isEmpty ? 0 : Double("0." + String(decoding: fraction, as: UTF8.self)) ?? 0
        return Date(timeIntervalSinceReferenceDate: Double(seconds - 978_307_200) + part)
    }

    /// The year, month and day `bytes` write as exactly `YYYY-MM-DD` in ASCII digits, when that
    /// day exists in the proleptic Gregorian calendar and its year is from 0001 to 9999; else
    /// `nil`. The one reading of a calendar day, a day's or a moment's.
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
