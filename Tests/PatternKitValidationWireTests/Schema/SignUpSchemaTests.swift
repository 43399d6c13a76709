import Foundation
import PatternKitValidation
import ShowcaseKit
import Testing

/// The JSON Schema of the sign-up server's form, published as `Schemas/signup-form.schema.json`
/// (and in the DocC article "The form as a JSON Schema").
@Suite("The sign-up form's JSON Schema")
struct SignUpSchemaTests {
    /// The form of the server's `POST /signup`: its checks ask the accounts store.
    static let form = SignUpRules.typedForm(
        directory: SimulatedUserDirectory(delay: 0), emailCheck: SimulatedUserDirectory(delay: 0))

    static let id = "https://github.com/patternkit/patternkit/Schemas/signup-form.schema.json"

    static var schema: Data {
        form.jsonSchema(id: id, title: "PatternKit showcase sign-up form")
    }

    /// The committed file: `Schemas/` at the package's root.
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Schemas/signup-form.schema.json")

    @Test("The schema is the committed file, byte for byte, and the same on every call")
    func golden() throws {
        let schema = Self.schema
        #expect(schema == Self.schema)
        if ProcessInfo.processInfo.environment["PATTERNKIT_RECORD_WIRE_FIXTURES"] != nil {
            try schema.write(to: Self.file)
        }
        let recorded = try Data(contentsOf: Self.file)
        #expect(
            recorded == schema,
            "signup-form.schema.json differs from the generator's output: record again with PATTERNKIT_RECORD_WIRE_FIXTURES=1 and check it with .ci/wire-schema"
        )
    }

    /// The DocC article "The form as a JSON Schema" publishes the same schema, in its last
    /// code block.
    @Test("The DocC article publishes the committed schema")
    func article() throws {
        let article = Self.file.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PatternKitValidation/PatternKitValidation.docc/TheFormAsAJSONSchema.md")
        var text = try String(contentsOf: article, encoding: .utf8)
        let block = text.range(of: "```json\n", options: .backwards)
        if ProcessInfo.processInfo.environment["PATTERNKIT_RECORD_WIRE_FIXTURES"] != nil, let block {
            text = String(text[..<block.upperBound]) + String(decoding: Self.schema, as: UTF8.self) + "```\n"
            try text.write(to: article, atomically: true, encoding: .utf8)
        }
        #expect(
            block.map { String(text[$0.upperBound...]) } == String(decoding: Self.schema, as: UTF8.self) + "```\n",
            "TheFormAsAJSONSchema.md does not end with the schema: record again with PATTERNKIT_RECORD_WIRE_FIXTURES=1")
    }

    /// What a server and a client read in the schema: each field's type, which are required,
    /// the bounds, and the rules with the codes of their failures.
    @Test("The schema states the sign-up form's types, required fields, bounds and rule codes")
    func content() throws {
        let schema = try JSONDecoder().decode(SchemaKeywords.Instance.self, from: Self.schema)
        guard case .object(let root) = schema, case .object(let properties)? = root["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(root["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(root["x-patternkit-version"] == .integer(1))
        #expect(root["additionalProperties"] == nil)  // the reader ignores unknown keys
        #expect(
            root["required"]
                == .array(["email", "password", "confirmation", "userName", "birthDate", "teamSize", "terms"]))
        #expect(property(properties, "teamSize", "minimum") == .integer(1))
        #expect(property(properties, "teamSize", "maximum") == .integer(50))
        #expect(property(properties, "teamSize", "type") == "integer")
        #expect(property(properties, "terms", "const") == .bool(true))
        #expect(property(properties, "cardNumber", "type") == .array(["string", "null"]))
        // 3…20 characters: at least 3 code points; no maxLength (a character may be many).
        #expect(property(properties, "userName", "minLength") == .integer(3))
        #expect(property(properties, "userName", "maxLength") == nil)
        #expect(property(properties, "userName", "not") == .object(["type": "string", "pattern": "[^0-9A-Za-z]"]))
        #expect(codes(properties, "email") == [1101, 1102, 1150])
        #expect(codes(properties, "password") == [1230, 1231, 1233, 1235])
        #expect(codes(properties, "cardNumber") == [1180])
        guard case .array(let formRules)? = root["x-patternkit-rules"] else {
            Issue.record("no rules across fields")
            return
        }
        #expect(
            formRules == [
                .object([
                    "name": "matching", "codes": .array([.integer(1141)]),
                    "parameters": .object(["field": "confirmation", "otherField": "password"]),
                ])
            ])
    }

    /// The bodies `.ci/wire-schema` checks against the committed schema with Python's
    /// `jsonschema`: the form judges them as their folder says, and so does our reading.
    @Test("The sample sign-ups are accepted and refused by the form as by the schema")
    func samples() async throws {
        let folder = Self.file.deletingLastPathComponent().appendingPathComponent("signup-samples")
        for verdict in ["accepted", "refused"] {
            let directory = folder.appendingPathComponent(verdict)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".json")
            }
            #expect(names.count >= 2)
            for name in names {
                let body = try Data(contentsOf: directory.appendingPathComponent(name))
                let byForm: Bool
                if let values = try? FormValues(json: body, form: Self.form.validator) {
                    byForm = await Self.form.validator.validateIncludingChecks(values).isValid
                } else {
                    byForm = false
                }
                let instance = try JSONDecoder().decode(SchemaKeywords.Instance.self, from: body)
                #expect(byForm == (verdict == "accepted"), "the form: \(name)")
                #expect(try SchemaKeywords.accepts(schema: Self.schema, instance) == byForm, "the schema: \(name)")
            }
        }
    }

    private func property(_ properties: [String: SchemaKeywords.Instance], _ field: String, _ keyword: String)
        -> SchemaKeywords.Instance?
    {
        guard case .object(let schema)? = properties[field] else { return nil }
        return schema[keyword]
    }

    /// The codes of every `x-patternkit-rules` entry of `field`, sorted.
    private func codes(_ properties: [String: SchemaKeywords.Instance], _ field: String) -> [Int] {
        guard case .array(let entries)? = property(properties, field, "x-patternkit-rules") else { return [] }
        return entries.flatMap { entry -> [Int] in
            guard case .object(let members) = entry, case .array(let codes)? = members["codes"] else { return [] }
            return codes.compactMap { if case .integer(let code) = $0 { code } else { nil } }
        }.sorted()
    }
}
