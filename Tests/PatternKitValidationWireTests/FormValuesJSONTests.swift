import Foundation
import PatternKitValidation
import PatternKitValidationWire
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

    @Test("Invalid UTF-8 is refused, not turned into other text")
    func invalidUTF8() {
        // {"name":"\xFF\xFE"}
        let bytes = Data([0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D])
        #expect(throws: FormContentError.self) { try FormValues<Address>(json: bytes, fields: Self.fields) }
    }
}
