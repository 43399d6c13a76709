import Foundation

/// Our own reading of the JSON Schema keywords `FormValidator.jsonSchema(id:title:)` writes —
/// `type`, `properties`, `required`, `additionalProperties`, `items`, `minLength`/`maxLength`
/// (in code points), `pattern` (searched, as ECMA-262 and `jsonschema` do), `not`, `anyOf`,
/// `enum`, `const`, `minimum`/`maximum` and their exclusive forms, `minItems`/`maxItems`,
/// `format` `date` and `date-time` — so that the property tests can ask a schema about
/// thousands of values. An unknown keyword stops the test: the generator wrote something this
/// reading does not know.
struct SchemaKeywords {
    /// A JSON value, as a test builds a body.
    indirect enum Instance: Equatable, Decodable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([Instance])
        case object([String: Instance])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
            } else if let value = try? container.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else if let items = try? container.decode([Instance].self) {
                self = .array(items)
            } else {
                self = .object(try container.decode([String: Instance].self))
            }
        }

        /// The value as JSON text.
        var json: String {
            switch self {
            case .null: "null"
            case .bool(let flag): String(flag)
            case .integer(let value): String(value)
            case .number(let value): String(value)
            case .string(let text):
                String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
            case .array(let items): "[" + items.map(\.json).joined(separator: ",") + "]"
            case .object(let members):
                "{"
                    + members.keys.sorted().map { Instance.string($0).json + ":" + (members[$0]?.json ?? "null") }
                    .joined(separator: ",") + "}"
            }
        }
    }

    struct UnknownKeyword: Error, CustomStringConvertible {
        let keyword: String
        var description: String { "the schema has a keyword the test does not read: \(keyword)" }
    }

    /// Keywords that annotate only.
    private static let annotations: Set<String> = [
        "$schema", "$id", "title", "description", "x-patternkit-rules", "x-patternkit-version",
    ]

    /// Whether `instance` is valid against the schema `json`.
    static func accepts(schema json: Data, _ instance: Instance) throws -> Bool {
        try accepts(JSONDecoder().decode(Instance.self, from: json), instance)
    }

    /// Whether `instance` is valid against `schema`.
    static func accepts(_ schema: Instance, _ instance: Instance) throws -> Bool {
        guard case .object(let schema) = schema else { return true }
        for (keyword, value) in schema where !annotations.contains(keyword) {
            guard try holds(keyword, value, schema, instance) else { return false }
        }
        return true
    }

    private static func holds(_ keyword: String, _ value: Instance, _ schema: [String: Instance], _ instance: Instance)
        throws -> Bool
    {
        switch (keyword, instance) {
        case ("type", _):
            return strings(value).contains { hasType(instance, $0) }
        case ("properties", .object(let members)):
            guard case .object(let properties) = value else { return true }
            for (name, subschema) in properties {
                if let member = members[name], try !accepts(subschema, member) { return false }
            }
            return true
        case ("required", .object(let members)):
            return strings(value).allSatisfy { members[$0] != nil }
        case ("additionalProperties", .object(let members)):
            guard case .object(let properties)? = schema["properties"] else { return value != .bool(false) }
            return value != .bool(false) || members.keys.allSatisfy { properties[$0] != nil }
        case ("items", .array(let items)):
            return try items.allSatisfy { try accepts(value, $0) }
        case ("minItems", .array(let items)): return Double(items.count) >= number(value)
        case ("maxItems", .array(let items)): return Double(items.count) <= number(value)
        case ("minLength", .string(let text)): return Double(text.unicodeScalars.count) >= number(value)
        case ("maxLength", .string(let text)): return Double(text.unicodeScalars.count) <= number(value)
        case ("pattern", .string(let text)):
            let expression = try NSRegularExpression(pattern: strings(value).first ?? "")
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        case ("format", .string(let text)):
            return value == "date" ? isDate(text) : value == "date-time" ? isDateTime(text) : true
        case ("minimum", _), ("maximum", _), ("exclusiveMinimum", _), ("exclusiveMaximum", _):
            guard let given = numeric(instance) else { return true }
            let limit = number(value)
            switch keyword {
            case "minimum": return given >= limit
            case "maximum": return given <= limit
            case "exclusiveMinimum": return given > limit
            default: return given < limit
            }
        case ("not", _): return try !accepts(value, instance)
        case ("anyOf", .null), ("anyOf", _):
            guard case .array(let schemas) = value else { return true }
            return try schemas.contains { try accepts($0, instance) }
        case ("enum", _):
            guard case .array(let values) = value else { return false }
            return values.contains { same($0, instance) }
        case ("const", _): return same(value, instance)
        case ("properties", _), ("required", _), ("additionalProperties", _), ("items", _), ("minItems", _),
            ("maxItems", _), ("minLength", _), ("maxLength", _), ("pattern", _), ("format", _):
            return true  // applies to another type
        default:
            throw UnknownKeyword(keyword: keyword)
        }
    }

    private static func hasType(_ instance: Instance, _ type: String) -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("integer", .integer), ("number", .integer), ("number", .number):
            true
        case ("integer", .number(let value)): value.rounded() == value
        default: false
        }
    }

    private static func numeric(_ instance: Instance) -> Double? {
        switch instance {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// JSON Schema's equality: text is the same sequence of code points (Swift's `==` on
    /// `String` also takes U+212A KELVIN SIGN for `K`), numbers the same value.
    private static func same(_ a: Instance, _ b: Instance) -> Bool {
        switch (a, b) {
        case (.string(let left), .string(let right)): left.unicodeScalars.elementsEqual(right.unicodeScalars)
        case (.integer, .number), (.number, .integer): numeric(a) == numeric(b)
        case (.array(let left), .array(let right)): left.count == right.count && zip(left, right).allSatisfy(same)
        default: a == b
        }
    }

    private static func number(_ value: Instance) -> Double {
        numeric(value) ?? 0
    }

    /// A string, or the strings of an array.
    private static func strings(_ value: Instance) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let items): items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: []
        }
    }

    /// RFC 3339's `full-date`: the day exists.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// RFC 3339's `date-time` (a `T` or `t`, any fraction, `Z`, `z` or an offset; a leap second).
    static func isDateTime(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 20, scalars.allSatisfy(\.isASCII), "Tt".unicodeScalars.contains(scalars[10]),
            isDate(String(String.UnicodeScalarView(scalars[0..<10])))
        else { return false }
        let time = String(String.UnicodeScalarView(scalars[11...]))
        let expression = try? NSRegularExpression(
            pattern:
                "^([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])\\z")
        return expression?.firstMatch(in: time, range: NSRange(time.startIndex..., in: time)) != nil
    }
}

extension SchemaKeywords.Instance: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {
        self = .string(value)
    }
}
