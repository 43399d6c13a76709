import Foundation
import PatternKitValidation
import Testing

@Suite("A request's JSON body as a form's values")
struct FormValuesJSONTests {
    enum Address: String, Hashable, Sendable {
        case name
        case city = "address.city"
        case phone = "phones.0"
        case age, subscribed
    }

    static let fields: [Address] = [.name, .city, .phone, .age, .subscribed]

    func values(_ json: String) throws(FormContentError) -> FormValues<Address> {
        try FormValues(json: Data(json.utf8), fields: Self.fields)
    }

    @Test("Text as it is, numbers and Booleans as written, null and missing keys empty, other keys ignored")
    func values() throws {
        let values = try values(
            #"{"name": "Zoë 👩🏽‍💻", "age": 42, "subscribed": true, "phone": null, "extra": {"x": [1]}}"#)
        #expect(values.storage == [.name: "Zoë 👩🏽‍💻", .age: "42", .subscribed: "true"])
        #expect(values[.phone] == "")
        #expect(try self.values(#"{"age": 2.5}"#)[.age] == "2.5")
    }

    @Test("Nested objects and arrays are reached by dotted paths; a key written with the dots wins")
    func paths() throws {
        let nested = try values(#"{"address": {"city": "Lviv"}, "phones": ["+380 44 000 0000", "x"]}"#)
        #expect(nested[.city] == "Lviv" && nested[.phone] == "+380 44 000 0000")
        #expect(try values(#"{"address.city": "Kyiv", "address": {"city": "Lviv"}}"#)[.city] == "Kyiv")
        #expect(try values(#"{"phones": []}"#)[.phone] == "")
    }

    @Test(
        "What is not a form fails with a reason a developer can act on",
        arguments: [
            ("", "not valid JSON"), ("{", "not valid JSON"),
            ("[]", "JSON object of fields"), ("\"ada\"", "JSON object of fields"), ("null", "JSON object of fields"),
            (#"{"name": {"first": "Ada"}}"#, "“name” must be text"), (#"{"age": [42]}"#, "“age” must be text"),
        ])
    func malformed(json: String, reason: String) {
        #expect {
            try values(json)
        } throws: { error in
            String(describing: error).contains(reason)
        }
    }

    @Test("Escapes are read as JSON writes them; numbers keep every digit as written")
    func escapesAndNumbers() throws {
        let values = try values(
            #"{"name": "\u00e9\ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t\u0000", "age": 12345678901234567890123, "subscribed": -0.50e+3}"#
        )
        #expect(values[.name] == "é😀 \"q\" \\ / \u{8}\u{C}\n\r\t\u{0}")
        #expect(values[.age] == "12345678901234567890123")
        #expect(values[.subscribed] == "-0.50e+3")
    }

    @Test(
        "Strict JSON: what RFC 8259 refuses is refused, with where it went wrong",
        arguments: [
            #"{"name": "a",}"#, #"{"name": 01}"#, #"{"name": .5}"#, #"{"name": 1.}"#, #"{"name": 1e}"#,
            #"{"name": "\ud800"}"#, #"{"name": "\udc00x"}"#, #"{"name": "\x"}"#, #"{"name": "\u12"}"#,
            "{\"name\": \"a\u{1}b\"}", #"{"name": tru}"#, #"{"name": "a"} x"#, #"{name: "a"}"#, #"{"a" "b"}"#,
            #"{"name": "a""#, "{\"name\": [" + String(repeating: "[", count: 600) + "]}",
        ])
    func strict(json: String) {
        #expect {
            try values(json)
        } throws: { error in
            String(describing: error).contains("not valid JSON") && String(describing: error).contains("at byte")
        }
    }

    @Test("What JSONSerialization reads, the parser reads the same way")
    func agreesWithFoundation() throws {
        let documents = [
            #"{"name": "Zoë", "age": 42, "subscribed": false, "address": {"city": "Lviv"}, "phones": ["1", null]}"#,
            #"  {"name" : "\u041a\u0438\u0457\u0432" , "age":-1.5E-7}  "#,
            "{\"name\": \"" + String(repeating: "👩🏽‍💻", count: 1000) + "\"}",
            #"{"address": {"city": "Lviv", "deeper": [1, 2, {"x": []}]}, "name": ""}"#,
        ]
        for document in documents {
            let parsed = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
            #expect(parsed != nil)
            let values = try? values(document)
            #expect(values?[.name] == (parsed?["name"] as? String ?? ""), "\(document.prefix(60))")
        }
    }

    @Test("Invalid UTF-8 is refused, not turned into other text")
    func invalidUTF8() {
        // {"name":"\xFF\xFE"}
        let bytes = Data([0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D])
        #expect(throws: FormContentError.self) { try FormValues<Address>(json: bytes, fields: Self.fields) }
    }

    @Test(
        "A leading U+FEFF is text the user sent: kept in a JSON string, escaped or not, beside other non-ASCII",
        arguments: [#"{"name":"\#u{FEFF}Secret123é"}"#, #"{"name":"\ufeffSecret123\u00e9"}"#])
    func byteOrderMarkKept(_ json: String) throws {
        #expect(try values(json)[.name] == "\u{FEFF}Secret123é")
        #expect(try values(json)[.name] != "Secret123é")
    }
}
