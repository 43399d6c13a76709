public import Foundation
import PatternKitValidationCore

extension FormValidator {
    /// This form as a JSON Schema (draft 2020-12) of the JSON body that
    /// `FormValues(json:form:)` reads: each field with its JSON type, its rules as the keywords
    /// that state them, and what no keyword states as `x-patternkit-rules` entries with the
    /// codes its failures carry in the wire form.
    ///
    /// ```swift
    /// let schema: Data = signUpForm.jsonSchema(id: "https://example.com/signup.schema.json")
    /// // {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", …}
    /// ```
    ///
    /// The schema never refuses a body the form accepts: a rule is stated by a keyword only
    /// where the keyword is exactly the rule, or a bound the rule always keeps (a
    /// `LengthValidator` counting characters gives a `minLength` and no `maxLength`, since
    /// JSON Schema counts code points). Every other rule — an e-mail address, a card number, a
    /// password policy, a rule across fields, an asynchronous check — is an `x-patternkit-rules`
    /// entry, `{"name", "parameters", "codes"}`; the DocC article "The form as a JSON Schema"
    /// has the mapping. Unknown keys are allowed (the reader ignores them); a key sent twice,
    /// which the reader refuses, is beyond JSON Schema.
    ///
    /// The bytes are the same for the same form on every platform (keys sorted, two spaces of
    /// indentation), so a server can cache them and a test compare them with a file; the
    /// document's `x-patternkit-version` is the wire form's version
    /// (`ValidationFailureReport.currentVersion`) in which failures are answered.
    ///
    /// - Parameters:
    ///   - id: The schema's `$id`, the address it is published at; none when `nil`.
    ///   - title: The schema's `title`; none when `nil`.
    public func jsonSchema(id: String? = nil, title: String? = nil) -> Data {
        schemaDocument(id: id, title: title).prettyPrinted()
    }

    /// The schema ``jsonSchema(id:title:)`` writes, as a value.
    func schemaDocument(id: String?, title: String?) -> JSONValue {
        var root = SchemaObject()
        for field in fields {
            let (schema, isRequired) = schema(of: field)
            root.insert(schema, at: name(of: field).split(separator: ".").map(String.init), isRequired: isRequired)
        }
        guard case .object(var members) = root.value else { return root.value }
        // The body is an object; an enclosing object (`address`) may be anything else, which
        // the reader takes as the field missing.
        members["type"] = "object"
        members["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        if let id { members["$id"] = .string(id) }
        if let title { members["title"] = .string(title) }
        members["x-patternkit-version"] = .int(ValidationFailureReport.currentVersion)
        if !rules.isEmpty { members["x-patternkit-rules"] = .array(rules.map(\.described.annotation)) }
        return .object(members)
    }

    /// The schema of one field, and whether the body must hold it (a missing value fails).
    private func schema(of field: Field) -> (JSONValue, isRequired: Bool) {
        let entry = entries.first { $0.field == field }
        let kind = kind(of: field)
        let isText = entry?.typedRules == nil
        let isRequired: Bool
        if isText {
            // A missing text, or `null`, is empty text to the rules, tidied like any other.
            let empty = entry?.sanitizer?.sanitize("") ?? ""
            isRequired = entry.map { !$0.rules.isValid(empty) } ?? false
        } else {
            isRequired = entry?.isOptional == false
        }
        var schema = Self.schema(of: kind, allowsNull: !isRequired)
        var descriptions =
            isText
            ? entry.map { RuleDescription.of($0.rules) } ?? [] : entry?.typedRuleParts.flatMap(RuleDescription.of) ?? []
        if entry?.sanitizer != nil {
            // The rules judge the tidied text, not the text sent: no keyword holds.
            descriptions = descriptions.map { description in
                var copy = description
                copy.keywords = [:]
                copy.isExact = false
                return copy
            }
        }
        var annotations: [JSONValue] = []
        for description in descriptions {
            let stated = Self.state(description.keywords, in: &schema, allowsNull: !isRequired)
            if !(stated && description.isExact) { annotations.append(description.annotation) }
        }
        if entry?.check != nil { annotations.append(RuleDescription(name: "check").annotation) }
        if !isText, entry?.isOptional == true, kind == .text, schema.keys.contains(where: { $0 != "type" }) {
            // An optional text that is empty once tidied holds no value (`tidiedValues(_:)`): `""`
            // passes whatever the rules say of a text.
            schema = ["anyOf": [["const": ""], .object(schema)]]
        }
        if !annotations.isEmpty { schema["x-patternkit-rules"] = .array(annotations) }
        return (.object(schema), isRequired)
    }

    /// The schema of a value of `kind`, `null` included when `allowsNull`.
    private static func schema(of kind: FormValueKind, allowsNull: Bool) -> [String: JSONValue] {
        var schema: [String: JSONValue]
        switch kind.shape {
        case .text: schema = ["type": "string"]
        case .integer: schema = ["type": "integer"]
        case .number, .decimal: schema = ["type": "number"]
        case .bool: schema = ["type": "boolean"]
        case .date:
            // Exactly a calendar day or a moment with a `Z` or an offset (`InternetDateTime`);
            // the pattern is their shape, the formats their meaning.
            schema = [
                "type": "string",
                "pattern": .string(
                    "^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?(Z|[+-][0-9]{2}:[0-9]{2}))?$"
                ),
                "anyOf": [["format": "date"], ["format": "date-time"]],
            ]
        case .choice:
            schema = ["type": "string"]
            if let spellings = JSONValue.spellings(of: kind.choices) { schema["enum"] = .array(spellings) }
        case .list:
            schema = ["type": "array", "items": .object(Self.schema(of: kind.element ?? .text, allowsNull: false))]
        }
        if allowsNull {
            if case .string(let type)? = schema["type"] { schema["type"] = [.string(type), "null"] }
            if case .array(let values)? = schema["enum"] { schema["enum"] = .array(values + [.null]) }
        }
        return schema
    }

    /// Adds `keywords` to `schema`: a bound kept only where it is tighter, an `enum` or a
    /// `const` only where none is. Whether every keyword was stated.
    private static func state(
        _ keywords: [String: JSONValue], in schema: inout [String: JSONValue], allowsNull: Bool
    ) -> Bool {
        var stated = true
        for (keyword, value) in keywords {
            var value = value
            if allowsNull, keyword == "const" || keyword == "enum" {
                // `null` (no value) stays allowed.
                let values = keyword == "const" ? [value] : (value.elements ?? [])
                value = .array(values + [.null])
                if schema["enum"] == nil, schema["const"] == nil {
                    schema["enum"] = value
                } else {
                    stated = false
                }
                continue
            }
            guard let existing = schema[keyword] else {
                schema[keyword] = value
                continue
            }
            switch keyword {
            case "minLength", "minimum", "exclusiveMinimum", "minItems":
                if (value.double ?? 0) > (existing.double ?? 0) { schema[keyword] = value }
            case "maxLength", "maximum", "exclusiveMaximum", "maxItems":
                if (value.double ?? 0) < (existing.double ?? 0) { schema[keyword] = value }
            default:
                stated = stated && existing == value
            }
        }
        return stated
    }
}

extension TypedForm {
    /// The JSON Schema of the body this form reads: its validator's
    /// (`FormValidator.jsonSchema(id:title:)`).
    public func jsonSchema(id: String? = nil, title: String? = nil) -> Data {
        validator.jsonSchema(id: id, title: title)
    }
}

/// The objects of a schema under construction: a field's name `address.city` is the member
/// `city` of the object `address`.
private struct SchemaObject {
    var properties: [String: JSONValue] = [:]
    var nested: [String: SchemaObject] = [:]
    var required: [String] = []

    mutating func insert(_ schema: JSONValue, at path: [String], isRequired: Bool) {
        guard let first = path.first else { return }
        if path.count == 1 {
            properties[first] = schema
            if isRequired { required.append(first) }
            return
        }
        // An enclosing object is not required: the field may be sent as one dotted key. Nor is
        // it typed: `properties` apply to an object only, and anything else under its name is
        // the field missing to the reader.
        nested[first, default: SchemaObject()].insert(schema, at: Array(path.dropFirst()), isRequired: isRequired)
    }

    var value: JSONValue {
        var members = properties
        for (key, object) in nested { members[key] = object.value }
        var schema: [String: JSONValue] = ["properties": .object(members)]
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        return .object(schema)
    }
}
