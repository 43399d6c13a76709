public import Foundation

/// How a date field holds a day the user picked: as **midnight UTC of that calendar day**,
/// whatever the user's time zone, so that a rule such as "born on or before 26 November 2010"
/// gives the same answer on the device and on the server, and the JSON a form sends says
/// `2010-11-26T00:00:00Z` for the day the user saw.
///
/// A date picker hands over a moment (14:37 in Tokyo on the day the user tapped); its day is
/// the day that moment falls on in the picker's time zone. ``storedDate(for:in:)`` turns the
/// moment into the day a field holds; ``pickerDate(for:in:)`` turns a held day back into a
/// moment the picker shows as that same day (noon of it, which every time zone has, whatever
/// its daylight-saving changes). The SwiftUI and UIKit bindings of PatternKit call both; an
/// app setting a date field from code uses the first:
///
/// ```swift
/// let sixteenYearsAgo = CalendarDay.storedDate(for: Calendar.current.date(byAdding: .year, value: -16, to: .now)!)
/// let form = FormValidator<SignUpField>()
///     .field(.birthDate, as: Date.self, .atMost(sixteenYearsAgo))
/// ```
///
/// Only the calendar's time zone decides which day a moment is on (every calendar's days run
/// from midnight to midnight); the day is written in the Gregorian calendar, in UTC.
///
/// (Its functions are emitted into the app that calls them, so an app that never picks a date
/// does not link them.)
public enum CalendarDay {
    /// Midnight UTC of the day `moment` falls on in `calendar`'s time zone: what a date field
    /// holds when the user picks `moment`.
    ///
    /// ```swift
    /// // 23:30 on 14 March 2000 in New York is 04:30 UTC on the 15th; the user picked the 14th.
    /// CalendarDay.storedDate(for: picked, in: newYork)   // 2000-03-14T00:00:00Z
    /// ```
    @_alwaysEmitIntoClient
    public static func storedDate(for moment: Date, in calendar: Calendar = .current) -> Date {
        let day = gregorian(in: calendar.timeZone).dateComponents([.era, .year, .month, .day], from: moment)
        return gregorian(in: utc).date(from: day) ?? moment
    }

    /// A moment that a date picker in `calendar`'s time zone shows as the day `stored` holds
    /// (midnight UTC of it, as ``storedDate(for:in:)`` makes): noon of that day there.
    ///
    /// ```swift
    /// CalendarDay.pickerDate(for: march14UTC, in: newYork)   // 12:00 on 14 March 2000 in New York
    /// ```
    @_alwaysEmitIntoClient
    public static func pickerDate(for stored: Date, in calendar: Calendar = .current) -> Date {
        var day = gregorian(in: utc).dateComponents([.era, .year, .month, .day], from: stored)
        day.hour = 12
        return gregorian(in: calendar.timeZone).date(from: day) ?? stored
    }

    @usableFromInline @_alwaysEmitIntoClient
    static var utc: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current }

    @usableFromInline @_alwaysEmitIntoClient
    static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

extension FormValue {
    /// The value with every date in it (a list's too) made the day it falls on in `calendar`'s
    /// time zone, as ``CalendarDay/storedDate(for:in:)`` does: what a binding stores when the
    /// user picks dates.
    @_alwaysEmitIntoClient
    package func storingCalendarDays(in calendar: Calendar) -> FormValue {
        mappingDates { CalendarDay.storedDate(for: $0, in: calendar) }
    }

    /// The value with every day in it made a moment a picker in `calendar`'s time zone shows as
    /// that day (``CalendarDay/pickerDate(for:in:)``): what a binding hands its control.
    @_alwaysEmitIntoClient
    package func showingCalendarDays(in calendar: Calendar) -> FormValue {
        mappingDates { CalendarDay.pickerDate(for: $0, in: calendar) }
    }

    /// The value with `transform` applied to every date in it, a list's included.
    @usableFromInline @_alwaysEmitIntoClient
    func mappingDates(_ transform: (Date) -> Date) -> FormValue {
        switch self {
        case .date(let date): .date(transform(date))
        case .list(let items): .list(items.map { $0.mappingDates(transform) })
        default: self
        }
    }
}
