import Foundation
import PatternKitValidation
import Testing

@Suite("Reading a request's form strictly, by each field's kind")
struct TypedReadingTests {
    enum Plan: String, Decodable, FormChoice { case free, pro }

    enum Field: String, Hashable, Sendable {
        case name, seats, price, terms, start, plan, tags
        case city = "address.city"
    }

    static let form = FormValidator<Field>()
        .field(.name, as: String.self)
        .field(.seats, as: Int.self)
        .field(.price, as: Decimal?.self)
        .field(.terms, as: Bool.self)
        .field(.start, as: Date?.self)
        .field(.plan, as: Plan?.self)
        .field(.tags, as: [String]?.self)
        .field(.city, as: String?.self)

    static func json(_ text: String) throws(FormRejection) -> FormValues<Field> {
        try FormValues(json: Data(text.utf8), form: form)
    }

    static func rejection(_ read: () throws(FormRejection) -> FormValues<Field>) -> FormRejection? {
        do {
            _ = try read()
            return nil
        } catch {
            return error
        }
    }

    enum Expected: Sendable {
        case success(FormValue)
        case failure(ValidationError.Code)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let json: String
        let field: Field
        let expected: Expected
        var testDescription: String { json }
    }

    @Test(
        "JSON: each kind takes its own JSON type and nothing else",
        arguments: [
            Case(json: #"{"name": "Ada"}"#, field: .name, expected: .success("Ada")),
            Case(json: #"{"name": 1e99}"#, field: .name, expected: .failure(.expectedText)),
            Case(json: #"{"name": true}"#, field: .name, expected: .failure(.expectedText)),
            Case(json: #"{"name": ["a"]}"#, field: .name, expected: .failure(.expectedText)),
            Case(json: #"{"name": null}"#, field: .name, expected: .success(.null)),
            Case(json: #"{"seats": 3}"#, field: .seats, expected: .success(.integer(3))),
            Case(json: #"{"seats": 3.0}"#, field: .seats, expected: .success(.integer(3))),
            Case(json: #"{"seats": 3.5}"#, field: .seats, expected: .failure(1120)),
            Case(json: #"{"seats": "3"}"#, field: .seats, expected: .failure(1120)),
            Case(json: #"{"seats": 1e99}"#, field: .seats, expected: .failure(1120)),
            Case(json: #"{"seats": 99999999999999999999}"#, field: .seats, expected: .failure(1120)),
            // Not 3, however many zeros come first: the server answered 201 with 3.
            Case(
                json: #"{"seats": 3.000000000000000000000000000000000000000000001}"#, field: .seats,
                expected: .failure(1120)),
            Case(json: #"{"seats": 1.5e1}"#, field: .seats, expected: .success(.integer(15))),
            Case(
                json: #"{"price": 12345678901234567890.25}"#, field: .price,
                expected: .success(.decimal(Decimal(string: "12345678901234567890.25")!))),
            Case(json: #"{"price": "9.99"}"#, field: .price, expected: .failure(1121)),
            // A 39th digit is more than Decimal holds: refused, never rounded.
            Case(
                json: #"{"price": 1234567890123456789012345678901234567.89}"#, field: .price,
                expected: .failure(1121)),
            Case(json: #"{"price": 1e-400}"#, field: .price, expected: .failure(1121)),
            Case(json: #"{"terms": true}"#, field: .terms, expected: .success(.bool(true))),
            Case(json: #"{"terms": "true"}"#, field: .terms, expected: .failure(.expectedBoolean)),
            Case(json: #"{"terms": 1}"#, field: .terms, expected: .failure(.expectedBoolean)),
            Case(
                json: #"{"start": "2025-01-01"}"#, field: .start,
                expected: .success(.date(Date(timeIntervalSince1970: 1_735_689_600)))),
            Case(
                json: #"{"start": "2025-01-01T01:00:00+01:00"}"#, field: .start,
                expected: .success(.date(Date(timeIntervalSince1970: 1_735_689_600)))),
            Case(json: #"{"start": "01/01/2025"}"#, field: .start, expected: .failure(.expectedDate)),
            // The year 10000 in UTC, which a 422 could not write back.
            Case(json: #"{"start": "9999-12-31T23:59:59-14:00"}"#, field: .start, expected: .failure(.expectedDate)),
            Case(json: #"{"start": 1735689600}"#, field: .start, expected: .failure(.expectedDate)),
            Case(json: #"{"plan": "pro"}"#, field: .plan, expected: .success("pro")),
            Case(json: #"{"plan": 1}"#, field: .plan, expected: .failure(.expectedText)),
            Case(json: #"{"tags": ["a", "b"]}"#, field: .tags, expected: .success(.list(["a", "b"]))),
            Case(json: #"{"tags": "a"}"#, field: .tags, expected: .failure(.expectedList)),
            Case(json: #"{"tags": ["a", 2]}"#, field: .tags, expected: .failure(.expectedText)),
            Case(json: #"{"address": {"city": "Paris"}}"#, field: .city, expected: .success("Paris")),
            Case(json: #"{"address.city": "Paris"}"#, field: .city, expected: .success("Paris")),
            Case(json: #"{"address": "Paris"}"#, field: .city, expected: .success(.null)),
        ])
    func json(_ testCase: Case) throws {
        let values = try Self.json(testCase.json)
        switch testCase.expected {
        case .success(let value):
            #expect(values[value: testCase.field] == value)
            #expect(values.readingErrors[testCase.field] == nil)
        case .failure(let code):
            #expect(values.readingErrors[testCase.field]?.code == code)
            #expect(Self.form.validate(values).errors(for: testCase.field).first?.code == code)
        }
    }

    @Test(
        "JSON: a key sent twice, anywhere, is refused with its path — never the first or the last",
        arguments: [
            (#"{"name": "<script>", "name": "ok"}"#, "name"),
            (#"{"address": {"city": "a", "city": "b"}}"#, "address.city"),
            (#"{"other": [{"x": 1, "x": 2}]}"#, "other.0.x"),
        ])
    func duplicateKeys(json: String, path: String) {
        let rejection = Self.rejection { () throws(FormRejection) in try Self.json(json) }
        #expect(rejection?.failures.map(\.field) == [path])
        #expect(rejection?.failures.first?.error.code == .duplicateKey)
        #expect(rejection?.httpStatus == 422)
    }

    @Test("JSON: what no field reads is checked as JSON and dropped; a field's values are bounded")
    func boundedCost() throws {
        // 22,000 empty objects under a key no field names: read, checked, dropped.
        let junk = "[" + Array(repeating: "{}", count: 22_000).joined(separator: ",") + "]"
        let values = try Self.json(#"{"junk": \#(junk), "name": "Ada", "seats": 3}"#)
        #expect(values[value: .name] == "Ada")
        #expect(values[value: .seats] == .integer(3))
        // Dropped is not unread: broken JSON or a key twice in there is still refused.
        let broken = Self.rejection { () throws(FormRejection) in try Self.json(#"{"junk": [{}, {]], "name": "Ada"}"#) }
        #expect(broken?.httpStatus == 400)
        // 12,000 items in a list field are more than a form reads (10,000 values): refused,
        // where the same items under another key are not.
        let items = "[" + Array(repeating: #""a""#, count: 12_000).joined(separator: ",") + "]"
        let tooMany = Self.rejection { () throws(FormRejection) in try Self.json(#"{"tags": \#(items)}"#) }
        #expect(tooMany?.failures.first?.error.code == .unreadableForm)
        #expect(tooMany?.httpStatus == 400)
        #expect(Self.rejection { () throws(FormRejection) in try Self.json(#"{"other": \#(items)}"#) } == nil)
    }

    @Test("JSON: a field sent both as a dotted key and as nested objects is refused on that field")
    func ambiguousKeys() {
        let rejection = Self.rejection { () throws(FormRejection) in
            try Self.json(#"{"address.city": "Paris", "address": {"city": "<img>"}}"#)
        }
        #expect(rejection?.failures.map(\.field) == ["address.city"])
        #expect(rejection?.failures.first?.error.code == .ambiguousKey)
    }

    @Test(
        "JSON: what is no form is refused as unreadable (400), with where it went wrong",
        arguments: ["", "[]", "\"text\"", "{\"name\": }", "{\"name\": \"a\"} x"])
    func unreadable(json: String) {
        let rejection = Self.rejection { () throws(FormRejection) in try Self.json(json) }
        #expect(rejection?.failures.first?.error.code == .unreadableForm)
        #expect(rejection?.failures.first?.field == nil)
        #expect(rejection?.failures.first?.error.parameters[.detail]?.stringValue?.isEmpty == false)
        #expect(rejection?.httpStatus == 400)
    }

    @Test("JSON: a UTF-8 byte order mark is skipped")
    func byteOrderMark() throws {
        let values = try FormValues(json: Data([0xEF, 0xBB, 0xBF] + Array(#"{"name": "Ada"}"#.utf8)), form: Self.form)
        #expect(values[.name] == "Ada")
    }

    @Test("JSON: nesting is bounded (64 levels), and the deepest allowed body parses on a 512 KB thread")
    func depth() async {
        func nested(_ levels: Int) -> String {
            #"{"name": "Ada", "x": "# + String(repeating: "[", count: levels - 1)
                + String(repeating: "]", count: levels - 1)
                + "}"
        }
        let deepest = nested(64)
        let tooDeep = nested(65)
        // Darwin's concurrency threads have 512 KB stacks: the parser must fit in one, in a debug build.
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<(Bool, Bool), Never>) in
            let thread = Thread {
                let accepted = Self.rejection { () throws(FormRejection) in try Self.json(deepest) } == nil
                let refused =
                    Self.rejection { () throws(FormRejection) in try Self.json(tooDeep) }?.failures.first?.error.code
                    == .unreadableForm
                continuation.resume(returning: (accepted, refused))
            }
            // Under a sanitizer (.ci/sanitizers) every frame carries redzones: give it room.
            let environment = ProcessInfo.processInfo.environment
            let sanitized = environment["ASAN_OPTIONS"] != nil || environment["TSAN_OPTIONS"] != nil
            thread.stackSize = sanitized ? 8 << 20 : 512 << 10
            thread.start()
        }
        #expect(outcome.0)
        #expect(outcome.1)
    }

    @Test("What a client writes with jsonData(fields:) reads back as the same typed values")
    func writesWhatIsRead() throws {
        let values = FormValues<Field>(typed: [
            .name: "Zoë \"Ada\" \\ 👩🏽‍💻\n", .seats: .integer(-3),
            .price: .decimal(Decimal(string: "12345678901234567890.25")!),
            .terms: .bool(false), .start: .date(Date(timeIntervalSince1970: 1_735_689_600)), .tags: .list(["a", "b"]),
            .city: "Paris",
        ])
        let json = values.jsonData(fields: [.name, .seats, .price, .terms, .start, .tags, .city])
        #expect(try JSONSerialization.jsonObject(with: json) is [String: Any])
        let read = try FormValues(json: json, form: Self.form)
        #expect(read == values)
        // A field without a value is left out.
        #expect(String(decoding: FormValues<Field>().jsonData(fields: [.name]), as: UTF8.self) == "{}")
    }

    @Test("URL-encoded fields: as a browser sends them, each field read by its kind")
    func urlEncoded() throws {
        let values = try FormValues(
            urlEncoded: "name=Ada+L%C3%B6velace&seats=3&price=&terms=on&start=2025-01-01&tags=a&tags%5B%5D=b&tags[]=c",
            form: Self.form)
        #expect(values[.name] == "Ada Lövelace")
        #expect(values[value: .seats] == .integer(3))
        #expect(values[value: .price] == .null)
        #expect(values[value: .terms] == .bool(true))
        #expect(values[value: .tags] == .list(["a", "b", "c"]))
        #expect(values.readingErrors.isEmpty)
        // An unchecked checkbox sends nothing: off.
        #expect(try FormValues(urlEncoded: "name=Ada", form: Self.form)[value: .terms] == .bool(false))
        let wrong = try FormValues(urlEncoded: "seats=three&terms=maybe", form: Self.form)
        #expect(wrong.readingErrors[.seats]?.code == 1120)
        #expect(wrong.readingErrors[.terms]?.code == .expectedBoolean)
    }

    @Test(
        "A date is exactly a day that exists or an RFC 3339 moment: nothing rolls over, nothing follows",
        arguments: [
            ("2000-02-29", true), ("0001-01-01", true), ("9999-12-31", true), ("2025-01-31T09:30:00Z", true),
            ("2025-01-31T09:30:00.250+01:00", true), ("2025-01-31T23:59:59-14:00", true),
            ("2000-02-30", false), ("2001-02-29", false), ("1990-04-31", false), ("2000-13-01", false),
            ("0000-01-01", false), ("2000-02-29T00:00:00Zxyz", false), ("2000-02-30T00:00:00Z", false),
            ("2025-01-31T24:00:00Z", false), ("2025-01-31T09:60:00Z", false), ("2025-01-31T09:30:60Z", false),
            ("2025-01-31T09:30:00+24:00", false), ("2025-01-31T09:30:00", false), ("2025-1-31", false),
            ("2025-01-31T09:30:00.Z", false), ("２０２５-01-31", false),
        ])
    func strictDates(_ text: String, _ valid: Bool) throws {
        let urlEncoded = try FormValues(
            urlEncoded: Substring("start=" + (text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")),
            form: Self.form)
        #expect((urlEncoded.readingErrors[.start] == nil) == valid, "URL-encoded \(text)")
        let json = try? Self.json(#"{"start":"\#(text)"}"#)
        #expect((json.map { $0.readingErrors[.start] == nil } ?? false) == valid, "JSON \(text)")
        if valid, text == "2000-02-29" {
            #expect(urlEncoded[value: .start] == .date(Date(timeIntervalSince1970: 951_782_400)))
        }
    }

    @Test("URL-encoded fields keep a leading U+FEFF; bytes that are not UTF-8 are refused")
    func urlEncodedScalarsKept() throws {
        let values = try FormValues(urlEncoded: "name=%EF%BB%BFSecret%C3%A9", form: Self.form)
        #expect(values[.name] == "\u{FEFF}Secret\u{E9}")
        #expect(throws: (any Error).self) { try FormValues(urlEncoded: "name=%FF%FE", form: Self.form) }
    }

    @Test(
        "URL-encoded fields: a repeated field that is not a list, broken escapes and floods are refused",
        arguments: [
            ("name=a&name=b", ValidationError.Code.duplicateKey, Optional("name")),
            ("name=%E0%A4", .unreadableForm, nil),
            ("name=%zz", .unreadableForm, nil),
            (Array(repeating: "x=1", count: 1_001).joined(separator: "&"), .unreadableForm, nil),
        ] as [(String, ValidationError.Code, String?)])
    func urlEncodedRefusals(text: String, code: ValidationError.Code, field: String?) {
        let rejection = Self.rejection { () throws(FormRejection) in
            try FormValues(urlEncoded: Substring(text), form: Self.form)
        }
        #expect(rejection?.failures.first?.error.code == code)
        #expect(rejection?.failures.first?.field == field)
    }
}
