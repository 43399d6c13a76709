import Foundation
import PatternKitValidation
import PatternKitValidationCore
import Testing

/// Dates in messages and in the wire form are written by arithmetic, not by an ICU formatter:
/// the text must be exactly what `ISO8601DateFormatter` writes.
@Suite("Internet date-times written without a formatter")
struct InternetDateTimeTests {
    static func formatter(_ date: Date) -> String {
        ISO8601DateFormatter.string(
            from: date, timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withInternetDateTime])
    }

    /// Edges: the epoch, leap days, century years, fractions of a second either side of zero,
    /// the first day of the Gregorian calendar in ICU, the last second written by arithmetic
    /// and the first ones past it.
    static let edges: [TimeInterval] = [
        0, -0.5, 0.999, -1, 86_399.9, 951_782_400, 951_868_800, 4_107_456_000, -2_208_988_800,
        -11_676_096_000, -11_676_096_001, -12_219_292_800, 253_402_300_799.5, 253_402_300_799.998,
        253_402_300_800, 1e12,
    ]

    @Test("Edge dates are written as ISO8601DateFormatter writes them", arguments: edges)
    func edgeDates(_ interval: TimeInterval) {
        let date = Date(timeIntervalSince1970: interval)
        #expect(InternetDateTime.string(date) == Self.formatter(date))
    }

    @Test("Dates spread over 1600–9999 are written as ISO8601DateFormatter writes them")
    func spread() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let date = Date(timeIntervalSince1970: -11_676_096_000 + unit * 265_078_396_800)
            #expect(InternetDateTime.string(date) == Self.formatter(date))
        }
    }

    @Test("A date parameter's plain text is the ISO 8601 date-time")
    func parameterDescription() {
        let date = Date(timeIntervalSince1970: 951_782_400)
        #expect(ValidationError.ParameterValue.date(date).description == Self.formatter(date))
    }

    @Test(
        "Before 15 October 1582 a date is written in the proleptic Gregorian calendar, RFC 3339's, as it is read",
        arguments: [
            (-62_135_596_800, "0001-01-01T00:00:00Z"), (-12_219_292_801, "1582-10-14T23:59:59Z"),
            (-12_219_724_800, "1582-10-10T00:00:00Z"), (-46_383_580_800, "0500-03-01T00:00:00Z"),
            (-62_104_060_801, "0001-12-31T23:59:59Z"),
        ] as [(TimeInterval, String)])
    func prolepticGregorian(_ interval: TimeInterval, _ written: String) {
        // ICU's Gregorian calendar is Julian before 1582: ISO8601DateFormatter would name other days.
        let date = Date(timeIntervalSince1970: interval)
        #expect(InternetDateTime.string(date) == written)
        #expect(InternetDateTime.date(written) == date)
    }

    @Test("A date past 9999-12-31T23:59:59.999Z is written with its year 10000, never as the year 0000")
    func pastTheLastYear() {
        for interval in [253_402_300_799.9996, 253_402_300_800, 253_402_351_199] {
            #expect(InternetDateTime.string(Date(timeIntervalSince1970: interval)).hasPrefix("10000-01-01T"))
        }
    }

    /// What read dates before `PatternKitValidation` read them by arithmetic; from 1583 its
    /// calendar is RFC 3339's.
    static func dayFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }

    @Test(
        "A day read by arithmetic is the day ISO8601DateFormatter reads",
        arguments: [
            "2000-02-29", "2020-02-29", "1600-01-01", "9999-12-31", "1970-01-01", "1969-12-31", "2024-12-31",
            "2021-02-29", "1900-02-29", "2020-13-01", "2020-00-10", "2020-01-00", "2020-04-31", "1599-12-31",
            "0000-01-01", "2020-1-011", "2020/01/01", "２０２０-01", "20200101xx", "+2020-01-0",
        ])
    func dayText(_ text: String) {
        guard let read = InternetDateTime.date(text) else { return }  // refused
        #expect(read == Self.dayFormatter().date(from: text))
    }

    @Test("Every day from 1600 to 9999 is read by arithmetic as ISO8601DateFormatter reads it")
    func daySpread() {
        let formatter = Self.dayFormatter()
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let days = Int(state >> 33) % 3_067_500 - 135_140  // 1600-01-01 … about 9999
            let written = String(InternetDateTime.string(Date(timeIntervalSince1970: Double(days) * 86_400)).prefix(10))
            let read = InternetDateTime.date(written)
            #expect(read != nil)
            #expect(read == formatter.date(from: written))
        }
    }
}
