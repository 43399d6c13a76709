import Foundation
import PatternKitValidation
import Testing

/// A rule's parameters as the reader's language writes them, whatever the bound's type: a
/// `Decimal` or a `Float` with the language's decimal separator and no digit lost or invented,
/// a list joined the language's way, a date as the day it names or, with its time, in the
/// reader's time zone.
@Suite("Parameters in the reader's language")
struct ParameterRenderingTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    /// `date` text ISO 8601 (`2025-03-14T15:30:00Z`) as a `Date`.
    static func date(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    // MARK: Numbers

    @Test(
        "A Decimal bound keeps every digit, with the language's decimal separator",
        arguments: [
            ("de", "Der Wert muss mindestens 12345678901234567890,123456789 sein"),
            ("fr", "La valeur doit être supérieure ou égale à 12345678901234567890,123456789"),
            ("en", "The value must be at least 12345678901234567890.123456789"),
            ("ar", "يجب ألا تقل القيمة عن \u{2066}12345678901234567890.123456789\u{2069}"),
        ])
    func decimalBound(language: String, reason: String) throws {
        let minimum = try #require(Decimal(string: "12345678901234567890.123456789", locale: Locale(identifier: "en")))
        let rule: some Validator<Decimal> = .atLeast(minimum)
        #expect(rule.firstFailure(0)?.localizedFailureReason(in: language) == reason)
    }

    @Test("A negative Decimal bound keeps its sign first, in the language's way")
    func negativeDecimal() throws {
        let maximum = try #require(Decimal(string: "-2.50", locale: Locale(identifier: "en")))
        let error = RangeValidator<Decimal>(...maximum).firstFailure(0)
        #expect(error?.localizedFailureReason(in: "de") == "Der Wert darf höchstens -2,5 sein")
        #expect(error?.localizedFailureReason(in: "ar") == "يجب ألا تزيد القيمة على \u{2066}-2.5\u{2069}")
    }

    @Test(
        "A Float bound is written as the Float it is, not as the Double nearest to it",
        arguments: [
            ("fr", "La valeur doit être supérieure ou égale à 0,1"), ("de", "Der Wert muss mindestens 0,1 sein"),
            ("en", "The value must be at least 0.1"),
        ])
    func floatBound(language: String, reason: String) {
        let rule: some Validator<Float> = .atLeast(0.1)
        #expect(rule.firstFailure(0.05)?.localizedFailureReason(in: language) == reason)
    }

    // MARK: Lists

    @Test(
        "The allowed values are joined as the language joins a list",
        arguments: [
            ("en", "The input must be one of: S, M, L"), ("de", "Die Eingabe muss einer dieser Werte sein: S, M, L"),
            ("fr", "La saisie doit être l’une des valeurs suivantes\u{A0}: S, M, L"),
            ("ja", "入力は次のいずれかにしてください：S、M、L"), ("zh-Hans", "输入必须是以下值之一：S、M、L"),
            (
                "ar",
                "يجب أن يكون الإدخال إحدى القيم التالية: \u{2068}S\u{2069}، \u{2068}M\u{2069}، \u{2068}L\u{2069}"
            ),
        ])
    func allowedValues(language: String, reason: String) {
        let size: some Validator<String> = .oneOf(["S", "M", "L"])
        #expect(size.firstFailure("XL")?.localizedFailureReason(in: language) == reason)
    }

    @Test("A value with the separator in it stays one item")
    func itemWithComma() {
        let city: some Validator<String> = .oneOf(["Washington, D.C.", "Paris"])
        #expect(
            city.firstFailure("Rome")?.localizedFailureReason(in: "ja") == "入力は次のいずれかにしてください：Washington, D.C.、Paris")
    }

    // MARK: Dates

    @Test(
        "A day (midnight UTC) is that day in every time zone",
        arguments: [
            ("Asia/Tokyo", "de", "Das Datum darf nicht vor dem 14. März 2025 liegen"),
            ("America/Los_Angeles", "de", "Das Datum darf nicht vor dem 14. März 2025 liegen"),
            ("Asia/Tokyo", "en", "The date must be on or after March 14, 2025"),
            ("America/Los_Angeles", "en", "The date must be on or after March 14, 2025"),
        ])
    func day(zone: String, language: String, reason: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let rule: some Validator<Date> = .atLeast(Self.date("2025-03-14T00:00:00Z"))
        ValidationLocalization.scopedTimeZone.withValue(timeZone) {
            #expect(
                rule.firstFailure(Self.date("2025-03-13T00:00:00Z"))?.localizedFailureReason(in: language) == reason)
        }
    }

    @Test(
        "A moment is written with its time, in the reader's time zone",
        arguments: [
            ("Asia/Tokyo", "15. März 2025", "00:30"), ("America/Los_Angeles", "14. März 2025", "08:30"),
        ])
    func moment(zone: String, day: String, time: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let rule: some Validator<Date> = .greaterThan(Self.date("2025-03-14T15:30:00Z"))
        try ValidationLocalization.scopedTimeZone.withValue(timeZone) {
            let reason = try #require(
                rule.firstFailure(Self.date("2025-03-14T15:00:00Z"))?.localizedFailureReason(in: "de"))
            #expect(reason.hasPrefix("Das Datum muss nach dem \(day)") && reason.contains(time), "\(reason)")
        }
    }

    /// 21:00 on 14 March in Los Angeles, 13:00 on 15 March in Tokyo.
    static let eveningInLosAngeles = date("2025-03-15T04:00:00Z")
    /// 08:00 on 15 March in Tokyo, 16:00 on 14 March in Los Angeles.
    static let morningInTokyo = date("2025-03-14T23:00:00Z")

    @Test(
        "“On or after today”, with now as the bound, accepts today and says which day it means",
        arguments: [
            ("America/Los_Angeles", eveningInLosAngeles, "2025-03-14", "2025-03-13", "March 14, 2025"),
            ("Asia/Tokyo", morningInTokyo, "2025-03-15", "2025-03-14", "March 15, 2025"),
            ("Asia/Tokyo", eveningInLosAngeles, "2025-03-15", "2025-03-14", "March 15, 2025"),
            ("America/Los_Angeles", morningInTokyo, "2025-03-14", "2025-03-13", "March 14, 2025"),
        ])
    func today(zone: String, now: Date, today: String, yesterday: String, written: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let fromToday: some Validator<Date> = .atLeast(now)
        let untilToday: some Validator<Date> = .atMost(now)
        ValidationLocalization.scopedTimeZone.withValue(timeZone) {
            let day = Self.date(today + "T00:00:00Z")
            #expect(fromToday.isValid(day), "today is on or after today")
            #expect(untilToday.isValid(day), "today is on or before today")
            let error = fromToday.firstFailure(Self.date(yesterday + "T00:00:00Z"))
            #expect(error?.localizedFailureReason(in: "en") == "The date must be on or after \(written)")
            #expect(
                untilToday.firstFailure(day.addingTimeInterval(86_400))?.localizedFailureReason(in: "en")
                    == "The date must be on or before \(written)")
        }
    }

    @Test("A moment is compared with a day as the day it falls on in the reader's time zone")
    func momentAgainstDay() {
        let fromDay: some Validator<Date> = .atLeast(Self.date("2025-03-15T00:00:00Z"))
        let moment = Self.date("2025-03-14T20:00:00Z")  // 15 March, 05:00 in Tokyo; 14 March, 13:00 in Los Angeles
        ValidationLocalization.scopedTimeZone.withValue(Self.tokyo) {
            #expect(fromDay.isValid(moment))
        }
        ValidationLocalization.scopedTimeZone.withValue(Self.losAngeles) {
            #expect(
                fromDay.firstFailure(moment)?.localizedFailureReason(in: "en")
                    == "The date must be on or after March 15, 2025")
        }
    }
}
