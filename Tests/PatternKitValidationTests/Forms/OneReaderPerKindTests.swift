import Foundation
import PatternKitValidation
import PatternKitValidationCore
import Testing

/// Every way a typed value reaches a form — a JSON body, a URL-encoded body, text typed into a
/// field — reads it with the one reader of its kind: the same spelling gets the same verdict and
/// the same value everywhere.
@Suite("One strict reader per kind: JSON, URL-encoded and typed-in text agree")
struct OneReaderPerKindTests {
    /// How a JSON body carries a spelling.
    enum InJSON: Sendable {
        /// As the kind's JSON value (a number or `true`/`false` bare, a date or text quoted): the
        /// same verdict as the text readers.
        case same
        /// JSON has no such spelling of the kind's value and refuses it: a switch is `true` or
        /// `false` there, JSON's own type, while an HTML checkbox sends `on`.
        case refused
        /// Not checked: whitespace around a JSON number is JSON's, not part of the value.
        case skipped
    }

    struct Spelling: Sendable, CustomTestStringConvertible {
        let kind: FormValueKind
        let text: String
        /// The value every reader reads, or `nil` when every reader refuses the spelling.
        let value: FormValue?
        var json = InJSON.same

        var testDescription: String {
            "\(kind.shape) \(text.unicodeScalars.map { $0.isASCII ? String($0) : "U+\(String($0.value, radix: 16))" }.joined())"
        }
    }

    static func accepts(_ kind: FormValueKind, _ text: String, _ value: FormValue, json: InJSON = .same) -> Spelling {
        Spelling(kind: kind, text: text, value: value, json: json)
    }

    static func refuses(_ kind: FormValueKind, _ texts: String..., json: InJSON = .same) -> [Spelling] {
        texts.map { Spelling(kind: kind, text: $0, value: nil, json: json) }
    }

    static func day(_ interval: TimeInterval) -> FormValue { .date(Date(timeIntervalSince1970: interval)) }

    static func decimal(_ text: String) -> FormValue {
        .decimal(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!)
    }

    static let integers: [Spelling] =
        [
            accepts(.integer, "0", .integer(0)), accepts(.integer, "42", .integer(42)),
            accepts(.integer, "-7", .integer(-7)), accepts(.integer, "-0", .integer(0)),
            accepts(.integer, "3.0", .integer(3)), accepts(.integer, "3.000", .integer(3)),
            accepts(.integer, "1e3", .integer(1000)), accepts(.integer, "1E+3", .integer(1000)),
            accepts(.integer, "1.5e1", .integer(15)), accepts(.integer, "100e-2", .integer(1)),
            accepts(.integer, "0.5e1", .integer(5)),
            accepts(.integer, "9223372036854775807", .integer(.max)),
            accepts(.integer, "-9223372036854775808", .integer(.min)),
            accepts(.integer, "9.223372036854775807e18", .integer(.max)),
        ]
        + refuses(
            .integer,
            // Digits past the point are not lost: this is not 3.
            "3.000000000000000000000000000000000000000000001", "3.0000000000000000001", "3.5", "1e-1", "0.05e1",
            "9223372036854775808", "-9223372036854775809", "1e19", "1e400", "1e-400",
            // Only the plain spelling: no sign but `-`, no leading zero, no other base, no words.
            "+3", "007", "00", "-01", "0x10", "0x1p4", "0b11", "1_000", "3,000", ".5", "5.", "3.e1", "1e", "--3",
            "nan", "NaN", "inf", "-inf", "Infinity", "３", "١٢", "three")
        + refuses(.integer, " 3", "3 ", "\t3", "3\n", json: .skipped)

    static let numbers: [Spelling] =
        [
            accepts(.number, "2.5", .number(2.5)), accepts(.number, "-0", .number(-0.0)),
            accepts(.number, "0.1", .number(0.1)), accepts(.number, "1e-5", .number(1e-5)),
            accepts(.number, "1E+2", .number(100)), accepts(.number, "42", .number(42)),
            accepts(.number, "1.7976931348623157e308", .number(.greatestFiniteMagnitude)),
            accepts(.number, "2.2250738585072014e-308", .number(.leastNormalMagnitude)),
            accepts(.number, "5e-324", .number(.leastNonzeroMagnitude)),
            // A Double is the nearest one to what was written.
            accepts(.number, "3.000000000000000000000000000000000000000000001", .number(3)),
            accepts(.number, "0.000", .number(0)),
        ]
        + refuses(
            .number,
            // Too small for a Double is not 0; too large is not infinity.
            "1e-400", "-1e-400", "2e-324", "1e400", "1.8e308", "-1.8e308",
            "0x1p4", "0x10", "nan", "NaN", "-nan", "inf", "-inf", "Infinity", "infinity",
            "+1", ".5", "5.", "007.5", "1e", "1e+", "1,5", "1_0", "２.５", "two")
        + refuses(.number, " 2.5", "2.5 ", json: .skipped)

    static let decimals: [Spelling] =
        [
            accepts(.decimal, "9.99", decimal("9.99")), accepts(.decimal, "-0", decimal("0")),
            accepts(.decimal, "12345678901234567890.25", decimal("12345678901234567890.25")),
            // 38 significant digits: all that Decimal holds, every one kept.
            accepts(
                .decimal, "1234567890123456789012345678901234567.8", decimal("1234567890123456789012345678901234567.8")),
            accepts(.decimal, "0.1e-127", decimal("1e-128")),
            accepts(.decimal, "1e127", decimal("1e127")),
            accepts(.decimal, "1e164", decimal("10000000000000000000000000000000000000e127")),
            accepts(.decimal, "1.50E2", decimal("150")),
        ]
        + refuses(
            .decimal,
            // More than Decimal holds exactly: refused, never rounded.
            "1234567890123456789012345678901234567.89", "3.000000000000000000000000000000000000000000001",
            "123456789012345678901234567890123456789", "1e-129", "1e165", "1e-400", "1e400",
            "0x1p4", "nan", "inf", "+1", ".5", "5.", "01", "1e", "1,5", "½")
        + refuses(.decimal, " 9.99", json: .skipped)

    static let bools: [Spelling] =
        [accepts(.bool, "true", .bool(true)), accepts(.bool, "false", .bool(false))]
        + [
            ("on", true), ("ON", true), ("1", true), ("yes", true), ("True", true), ("off", false), ("0", false),
            ("no", false), ("FALSE", false),
        ].map { accepts(.bool, $0.0, .bool($0.1), json: .refused) }
        + refuses(.bool, "maybe", "t", "y", "2", "-1", "truee", "nil", "0x1")
        + refuses(.bool, " true", json: .skipped)

    static let dates: [Spelling] =
        [
            accepts(.date, "2000-02-29", day(951_782_400)), accepts(.date, "0001-01-01", day(-62_135_596_800)),
            accepts(.date, "9999-12-31", day(253_402_214_400)),
            // Days before 1582 are days of the proleptic Gregorian calendar, as RFC 3339 has them.
            accepts(.date, "1582-10-10", day(-12_219_724_800)), accepts(.date, "0500-03-01", day(-46_383_580_800)),
            accepts(.date, "2025-01-31T09:30:00.250+01:00", day(1_738_312_200.25)),
            accepts(.date, "9999-12-31T23:59:59Z", day(253_402_300_799)),
            accepts(.date, "9999-12-31T09:59:59-14:00", day(253_402_300_799)),
            accepts(.date, "9999-12-31T23:59:59.999Z", day(253_402_300_799.999)),
            accepts(.date, "0001-01-01T00:00:00Z", day(-62_135_596_800)),
            accepts(.date, "0001-01-01T00:00:00-00:01", day(-62_135_596_740)),
        ]
        + refuses(
            .date,
            // The instant must be within 0001-01-01T00:00:00Z … 9999-12-31T23:59:59.999Z.
            "9999-12-31T23:59:59-14:00", "9999-12-31T23:59:59.9995Z", "9999-12-31T23:59:59.9999999Z",
            "9999-12-31T10:00:00-14:00", "0001-01-01T00:00:00+00:01", "0001-01-01T13:59:59+14:00",
            // Days that do not exist, and anything but the two shapes.
            "2000-02-30", "2001-02-29", "1990-04-31", "2000-13-01", "2000-00-10", "2000-01-00", "0000-01-01",
            "10000-01-01", "+2025-01-31", "2025-1-31", "20250131", "2025-W05-5", "2025-031", "２０２５-01-31",
            "2025-01-31T24:00:00Z", "2025-01-31T09:60:00Z", "2025-01-31T09:30:60Z", "2025-01-31T09:30:00",
            "2025-01-31 09:30:00Z", "2025-01-31T09:30Z", "2025-01-31T09:30:00+0100", "2025-01-31T09:30:00+24:00",
            "2025-01-31T09:30:00.Z", "2025-01-31T09:30:00.1234567890Z", "2025-01-31T09:30:00ZZ",
            "2025-01-31Z", "2025-01-31T", " 2025-01-31", "2025-01-31 ", "today", "1735689600")

    /// A moment given for a date is the instant it names — one rule for every offset: its day is
    /// not taken from the text (2000-02-28T23:00:00-14:00 is 29 February 13:00 UTC).
    static let moments: [Spelling] = [
        accepts(.date, "2000-02-28T23:00:00-14:00", day(951_829_200)),
        accepts(.date, "2000-02-28T23:00:00-05:00", day(951_796_800)),
        accepts(.date, "2000-02-28T23:00:00Z", day(951_778_800)),
        accepts(.date, "2000-02-28T23:00:00+00:00", day(951_778_800)),
        accepts(.date, "2000-02-28T23:00:00+05:30", day(951_759_000)),
        accepts(.date, "2000-02-28T23:00:00+14:00", day(951_728_400)),
    ]

    static let texts: [Spelling] = [
        accepts(.text, "\u{FEFF}Ada", .text("\u{FEFF}Ada")), accepts(.text, "\u{FEFF}", .text("\u{FEFF}")),
        accepts(.text, "e\u{301}", .text("e\u{301}")), accepts(.text, "\u{E9}", .text("\u{E9}")),
        accepts(.text, "  spaced  ", .text("  spaced  ")), accepts(.text, "a\r\nb", .text("a\r\nb")),
        accepts(.text, "\u{0}x", .text("\u{0}x")), accepts(.text, "👩🏽‍💻\u{200D}", .text("👩🏽‍💻\u{200D}")),
        accepts(.text, "\u{202E}abc", .text("\u{202E}abc")), accepts(.text, "42", .text("42")),
        accepts(.text, "", .text("")),
    ]

    static let all = integers + numbers + decimals + bools + dates + moments + texts

    @Test("A spelling gets the same verdict and value from every reader", arguments: all, KindReader.allCases)
    @MainActor
    func sameVerdict(_ spelling: Spelling, _ reader: KindReader) {
        let inJSON = reader == .json || reader == .jsonEscaped
        if inJSON, spelling.json == .skipped { return }
        let verdict = reader.read(spelling.text, as: spelling.kind)
        if reader == .session, spelling.value == nil, [.integer, .number, .decimal].contains(spelling.kind.shape),
            let spelled = FormValueKind.typedNumberSpelling(spelling.text, decimalSeparator: "."),
            spelled != spelling.text
        {
            // A person's spelling of a number (`007`, `.5`, `5.`): a form on screen reads it as
            // the number it spells, judged by the one reader (SwiftUIFormModelTests).
            #expect(verdict == KindReader.typedText.read(spelled, as: spelling.kind), "\(spelling.testDescription)")
            return
        }
        switch spelling.value {
        case let value? where !(inJSON && spelling.json == .refused):
            guard case .value(let read) = verdict else {
                Issue.record("\(reader) refused \(spelling.testDescription): \(verdict)")
                return
            }
            #expect(read.isExactly(value), "\(reader) read \(spelling.testDescription) as \(read), not \(value)")
        default:
            #expect(verdict.isRefused, "\(reader) read \(spelling.testDescription) as \(verdict)")
            // A field's own refusal names the kind's error; only JSON refuses a body that is no JSON.
            if case .refused(let code) = verdict {
                #expect(code == spelling.kind.wrongTypeCode || (inJSON && code == nil), "\(reader): \(verdict)")
            }
        }
    }

    @Test("An empty value of a typed field is no value from the text readers; in JSON it is text, not the kind's")
    @MainActor
    func emptyText() {
        for kind in [FormValueKind.integer, .number, .decimal, .bool, .date] {
            for reader in [KindReader.urlEncoded, .typedText, .session] {
                #expect(reader.read("", as: kind) == .value(.null), "\(reader) \(kind.shape)")
            }
            let json = try? FormValues(json: Data(#"{"value":""}"#.utf8), form: KindReader.form(kind))
            #expect(json?.readingErrors[.value]?.code == kind.wrongTypeCode, "\(kind.shape)")
        }
    }

    @Test("A date read is written back (in a 422, in JSON) as the same instant, with a year from 0001 to 9999")
    @MainActor
    func readDatesWriteBack() {
        for spelling in Self.dates + Self.moments {
            guard case .value(.date(let date)) = KindReader.typedText.read(spelling.text, as: .date) else { continue }
            let written = InternetDateTime.string(date)
            guard case .value(.date(let again)) = KindReader.typedText.read(written, as: .date) else {
                Issue.record("\(spelling.text) is written \(written), which is refused")
                continue
            }
            #expect(abs(again.timeIntervalSince(date)) < 1, "\(spelling.text) is written \(written)")
        }
    }
}
