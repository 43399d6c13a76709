import Foundation
import PatternKitTestSupport
import PatternKitValidation
import PatternKitValidationCore
import Testing

/// What the SwiftUI and UIKit bindings of switches, date pickers, steppers and formatted text
/// fields rely on, decided in the sessions core: a picked day, a formatted number's text, a
/// change complete in itself.
@Suite("Typed controls: calendar days, formatted text, committed changes")
struct TypedControlTests {
    static func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier)! }

    static func calendar(_ identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone(identifier)
        return calendar
    }

    static func utc(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    struct DayCase: Sendable, CustomTestStringConvertible {
        let zone: String
        let moment: String  // what the picker hands over, in UTC
        let day: String  // the day the user saw, as midnight UTC
        var testDescription: String { "\(moment) in \(zone) → \(day)" }
    }

    @Test(
        "A picked moment is stored as midnight UTC of the day it falls on in the picker's time zone",
        arguments: [
            // 23:30 on 14 March in New York is already the 15th in UTC: the user picked the 14th.
            DayCase(zone: "America/New_York", moment: "2000-03-15T04:30:00Z", day: "2000-03-14T00:00:00Z"),
            // 08:00 on 15 March in Tokyo is still the 14th in UTC: the user picked the 15th.
            DayCase(zone: "Asia/Tokyo", moment: "2000-03-14T23:00:00Z", day: "2000-03-15T00:00:00Z"),
            DayCase(zone: "UTC", moment: "2010-11-26T23:59:59Z", day: "2010-11-26T00:00:00Z"),
            // Kiritimati is 14 hours ahead, Pago Pago 11 behind: the same moment, two days apart.
            DayCase(zone: "Pacific/Kiritimati", moment: "2010-11-26T12:00:00Z", day: "2010-11-27T00:00:00Z"),
            DayCase(zone: "Pacific/Pago_Pago", moment: "2010-11-26T05:00:00Z", day: "2010-11-25T00:00:00Z"),
            // A day on which São Paulo's clocks skipped midnight (daylight saving, 2018).
            DayCase(zone: "America/Sao_Paulo", moment: "2018-11-04T12:00:00Z", day: "2018-11-04T00:00:00Z"),
        ])
    func storesTheDay(_ c: DayCase) {
        let stored = CalendarDay.storedDate(for: Self.utc(c.moment), in: Self.calendar(c.zone))
        #expect(stored == Self.utc(c.day))
    }

    @Test(
        "A stored day is shown by a picker in any time zone as that same day, and stored back unchanged",
        arguments: [
            "UTC", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago",
            "America/Sao_Paulo", "Asia/Kolkata", "Australia/Lord_Howe",
        ])
    func roundTrips(_ zone: String) {
        let calendar = Self.calendar(zone)
        for day in ["2010-11-26T00:00:00Z", "2018-11-04T00:00:00Z", "2000-02-29T00:00:00Z", "1970-01-01T00:00:00Z"] {
            let stored = Self.utc(day)
            let shown = CalendarDay.pickerDate(for: stored, in: calendar)
            let components = calendar.dateComponents([.year, .month, .day], from: shown)
            let utcComponents = Self.calendar("UTC").dateComponents([.year, .month, .day], from: stored)
            #expect(components == utcComponents, "\(day) shows as another day in \(zone)")
            #expect(CalendarDay.storedDate(for: shown, in: calendar) == stored)
        }
    }

    @Test("The day does not depend on the user's calendar system, only on its time zone")
    func otherCalendars() {
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = Self.zone("Asia/Tokyo")
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = Self.zone("Asia/Tokyo")
        let moment = Self.utc("2019-04-30T20:00:00Z")  // 1 May 2019, 05:00 in Tokyo: Reiwa 1
        #expect(CalendarDay.storedDate(for: moment, in: japanese) == Self.utc("2019-05-01T00:00:00Z"))
        #expect(CalendarDay.storedDate(for: moment, in: japanese) == CalendarDay.storedDate(for: moment, in: gregorian))
    }

    @Test("A binding stores every date of a value as its day and shows it back in the picker's time zone")
    func formValueDays() {
        let tokyo = Self.calendar("Asia/Tokyo")
        let moment = Self.utc("2000-03-14T23:00:00Z")
        let day = Self.utc("2000-03-15T00:00:00Z")
        #expect(FormValue.date(moment).storingCalendarDays(in: tokyo) == .date(day))
        #expect(FormValue.list([.date(moment)]).storingCalendarDays(in: tokyo) == .list([.date(day)]))
        #expect(FormValue.integer(3).storingCalendarDays(in: tokyo) == .integer(3))
        #expect(
            FormValue.date(day).showingCalendarDays(in: tokyo) == .date(Self.utc("2000-03-15T03:00:00Z")),
            "noon in Tokyo")
    }

    // MARK: Formatted text

    static func numberFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        return formatter
    }

    struct NumberCase: Sendable, CustomTestStringConvertible {
        let text: String
        let kind: FormValueKind
        let value: FormValue
        var testDescription: String { "\"\(text)\" as \(kind) → \(value)" }
    }

    @Test(
        "A formatted number field's text is its number, blank is no value, anything else fails as the wrong type",
        arguments: [
            NumberCase(text: "1,234", kind: .integer, value: .integer(1234)),
            NumberCase(text: " 18 ", kind: .integer, value: .integer(18)),
            NumberCase(text: "12.5", kind: .integer, value: .text("12.5")),
            NumberCase(text: "12a", kind: .integer, value: .text("12a")),
            NumberCase(text: "-7", kind: .integer, value: .integer(-7)),
            NumberCase(text: "3.5kg", kind: .number, value: .text("3.5kg")),
            NumberCase(text: "", kind: .integer, value: .null),
            NumberCase(text: "  ", kind: .number, value: .null),
            NumberCase(text: "0.25", kind: .number, value: .number(0.25)),
            NumberCase(text: "9.99", kind: .decimal, value: .decimal(Decimal(string: "9.99")!)),
            NumberCase(text: "nine", kind: .decimal, value: .text("nine")),
            NumberCase(text: "1,234.5", kind: .decimal, value: .decimal(Decimal(string: "1234.5")!)),
            NumberCase(text: "12.0", kind: .integer, value: .integer(12)),
            // The kind's one reader decides, on every digit typed: never a rounded number.
            NumberCase(
                text: "3.000000000000000000000000000000000000000000001", kind: .integer,
                value: .text("3.000000000000000000000000000000000000000000001")),
            NumberCase(
                text: "1,234,567,890,123,456,789,012,345,678,901,234,567.8", kind: .decimal,
                value: .text("1,234,567,890,123,456,789,012,345,678,901,234,567.8")),
        ])
    func readsNumbers(_ c: NumberCase) {
        #expect(FormValue(reading: c.text, as: c.kind, with: Self.numberFormatter()) == c.value)
    }

    @Test("Text that is not a number makes the typed field fail with its kind's code")
    func wrongTextFails() {
        let form = FormValidator<String>().field("age", as: Int.self, .range(16...130))
        let value = FormValue(reading: "12a", as: form.kind(of: "age"), with: Self.numberFormatter())
        let result = form.validate(FormValues(typed: ["age": value]))
        #expect(result.errors(for: "age").map(\.code) == [1120])
        let empty = FormValue(reading: "", as: .integer, with: Self.numberFormatter())
        #expect(form.validate(FormValues(typed: ["age": empty])).errors(for: "age").map(\.code) == [.required])
    }

    @Test("A number set by code is written by the field's formatter")
    func writesNumbers() {
        let formatter = Self.numberFormatter()
        #expect(FormValue.integer(1234).text(with: formatter) == "1,234")
        #expect(FormValue.decimal(Decimal(string: "9.5")!).text(with: formatter) == "9.5")
        #expect(FormValue.null.text(with: formatter) == "")
        #expect(FormValue.text("12a").text(with: formatter) == "12a")
    }

    @Test("A formatted date field's text is the day it names in the formatter's time zone, either way")
    func readsAndWritesDates() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        for zone in ["Asia/Tokyo", "America/Los_Angeles", "UTC"] {
            formatter.timeZone = Self.zone(zone)
            let value = FormValue(reading: "2010-11-26", with: formatter)
            #expect(value == .date(Self.utc("2010-11-26T00:00:00Z")), "in \(zone)")
            #expect(value.text(with: formatter) == "2010-11-26", "in \(zone)")
        }
        #expect(FormValue(reading: "26/11", with: formatter) == .text("26/11"))
        #expect(FormValue(reading: "", with: formatter) == .null)
    }

    @Test("A stepper's number is the field's kind of number, and back")
    func stepperNumbers() {
        #expect(FormValue(number: 3.0, as: .integer) == .integer(3))
        #expect(FormValue(number: 2.6, as: .integer) == .integer(3))
        #expect(FormValue(number: 0.5, as: .number) == .number(0.5))
        #expect(FormValue(number: 1.5, as: .decimal) == .decimal(Decimal(string: "1.5")!))
        #expect(FormValue.integer(4).doubleValue == 4)
        #expect(FormValue.decimal(Decimal(string: "2.25")!).doubleValue == 2.25)
        #expect(FormValue.null.doubleValue == nil)
    }

    enum Plan: String, FormChoice { case free, pro, team }

    @Test("Segment i of a choice field is the choice's case i; no segment is no value")
    func choices() {
        let kind = Plan.formValueKind
        #expect(FormValue(choiceAt: 1, of: kind) == .text("pro"))
        #expect(FormValue(choiceAt: -1, of: kind) == .null)
        #expect(FormValue(choiceAt: 3, of: kind) == .null)
        #expect(FormValue.text("team").choiceIndex(in: kind) == 2)
        #expect(FormValue.text("gold").choiceIndex(in: kind) == nil)
        #expect(FormValue.null.choiceIndex(in: kind) == nil)
    }

    // MARK: Committed changes

    enum Field: Hashable, Sendable { case terms, birthDate, seats }

    static let sixteenYearsBefore2026 = utc("2010-11-26T00:00:00Z")

    @MainActor
    static func session() -> FormSession<Field> {
        FormSession(
            FormValidator<Field>()
                .field(.terms, as: Bool.self, .mustBeOn)
                .field(.birthDate, as: Date.self, .atMost(sixteenYearsBefore2026))
                .field(.seats, as: Int.self, .range(1...10)))
    }

    @Test("A switch flipped off shows 'must be on' at once: the change is complete in itself")
    @MainActor
    func commitShowsAtOnce() {
        let form = Self.session()
        var reported: [(Field, ValidationState)] = []
        form.onStateChange = { reported.append(($0, $1)) }
        form.commit(.terms, to: .bool(true))
        #expect(form.feedback(for: .terms) == .valid)
        form.commit(.terms, to: .bool(false))
        #expect(form.feedback(for: .terms).error?.code == .mustBeOn)
        #expect(reported.map(\.0) == [.terms, .terms])
        #expect(!form.isShowingFeedback(for: .birthDate), "the other fields stay silent")
    }

    @Test("A number being typed waits for the end of editing, as text does; a committed one does not")
    @MainActor
    func updateWaits() {
        let form = Self.session()
        form.update(.seats, to: .integer(12))
        #expect(form.feedback(for: .seats) == .none)
        form.commit(.seats, to: .integer(11))
        #expect(form.feedback(for: .seats).error?.code == .aboveMaximum)
    }

    @Test("A birth date less than sixteen years ago fails the day the server would, whatever the time zone")
    @MainActor
    func birthDate() {
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"] {
            let calendar = Self.calendar(zone)
            let form = Self.session()
            // Noon, in the user's zone, of the last day that is old enough, then of the next one.
            var day = DateComponents(year: 2010, month: 11, day: 26, hour: 12)
            let oldEnough = calendar.date(from: day)!
            form.commit(.birthDate, to: FormValue.date(oldEnough).storingCalendarDays(in: calendar))
            #expect(form.result.errors(for: .birthDate).isEmpty, "26 November 2010 in \(zone)")
            day.day = 27
            form.commit(.birthDate, to: FormValue.date(calendar.date(from: day)!).storingCalendarDays(in: calendar))
            #expect(form.result.errors(for: .birthDate).map(\.code) == [.dateTooLate], "27 November 2010 in \(zone)")
        }
    }

    @Test("A committed value clears an error set from outside, like a typed one")
    @MainActor
    func commitClearsExternalError() {
        let form = Self.session()
        form.setError(ValidationError(20_001, reason: "Seats are sold out"), for: .seats)
        form.commit(.seats, to: .integer(2))
        #expect(form.feedback(for: .seats) == .valid)
    }
}
