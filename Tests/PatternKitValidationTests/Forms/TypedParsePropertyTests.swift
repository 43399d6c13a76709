import Foundation
import PatternKitValidation
import PropertyBased
import Testing

/// For random JSON bodies — duplicate keys, dotted keys beside nested objects, values of every
/// JSON type — either the request is refused, or the app's value holds exactly the values the
/// form judged: never one value validated and another handed on.
@Suite("One parse: what is validated is what the app receives")
struct TypedParsePropertyTests {
    struct Member: Sendable {
        let key: String
        let json: String
        /// The value the field reads, or `nil` when the JSON type is not the field's.
        let value: FormValue?
    }

    enum Field: String, Hashable, Sendable {
        case name, seats, terms
        case city = "address.city"
    }

    struct Value: Decodable, Sendable, Equatable {
        struct Address: Decodable, Sendable, Equatable { var city: String? }
        var name: String
        var seats: Int?
        var terms: Bool?
        var address: Address
    }

    static let form = FormValidator<Field>()
        .field(.name, as: String.self)
        .field(.seats, as: Int?.self)
        .field(.terms, as: Bool?.self)
        .field(.city, as: String?.self)
        .producing(Value.self)

    /// Members a body is made of: each field with a value of its type, of another type, and null.
    static let members: [Member] = [
        Member(key: "name", json: #""Ada""#, value: "Ada"),
        Member(key: "name", json: #""<script>""#, value: "<script>"),
        Member(key: "name", json: "42", value: nil),
        Member(key: "name", json: "true", value: nil),
        Member(key: "seats", json: "3", value: .integer(3)),
        Member(key: "seats", json: "3.5", value: nil),
        Member(key: "seats", json: #""3""#, value: nil),
        Member(key: "seats", json: "null", value: .null),
        Member(key: "terms", json: "true", value: .bool(true)),
        Member(key: "terms", json: #""yes""#, value: nil),
        Member(key: "address.city", json: #""Paris""#, value: "Paris"),
        Member(key: "address", json: #"{"city": "Lyon"}"#, value: "Lyon"),
        Member(key: "address", json: #"{"city": 7}"#, value: nil),
        Member(key: "extra", json: "[1, 2]", value: nil),
    ]

    @Test("A random body is refused, or decodes to exactly the values the form judged")
    func oneParse() async {
        await propertyCheck(input: Gen.int(in: 0...(Self.members.count - 1)).array(of: 0...7)) { picks in
            let chosen = picks.map { Self.members[$0] }
            let body = "{" + chosen.map { "\"\($0.key)\": \($0.json)" }.joined(separator: ", ") + "}"
            let keys = chosen.map(\.key)
            let duplicate = Set(keys).count < keys.count
            let ambiguous = keys.contains("address.city") && keys.contains("address")
            do {
                let values = try FormValues(json: Data(body.utf8), form: Self.form.validator)
                #expect(!duplicate && !ambiguous, "accepted \(body)")
                for field in [Field.name, .seats, .terms, .city] {
                    let member = chosen.last { $0.key == field.rawValue || (field == .city && $0.key == "address") }
                    switch member?.value {
                    case nil where member != nil:
                        #expect(
                            values.readingErrors[field] != nil, "\(field) of \(body) read as \(values[value: field])")
                    case let expected:
                        #expect(values[value: field] == (expected ?? .null), "\(field) of \(body)")
                    }
                }
                guard Self.form.validate(values).isValid else {
                    #expect(!values.readingErrors.isEmpty)
                    return
                }
                let output = try Self.form.output(from: values)
                #expect(output.name == values[.name])
                #expect(output.seats == values.value(of: .seats, as: Int.self))
                #expect(output.terms == values.value(of: .terms, as: Bool.self))
                #expect(output.address.city == values.value(of: .city, as: String.self))
            } catch let rejection as FormRejection {
                #expect(duplicate || ambiguous, "refused \(body): \(rejection.failures.map(\.error.code))")
                let code = rejection.failures.first?.error.code
                #expect(code == (duplicate ? .duplicateKey : .ambiguousKey), "\(body)")
            } catch {
                Issue.record("\(body): \(error)")
            }
        }
    }
}
