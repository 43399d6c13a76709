import Foundation
import PatternKitValidationCore

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// A string.
    init(stringLiteral value: String) {
        self = .string(value)
    }

    /// An array.
    init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// An object (a key given twice keeps its last value).
    init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
    }

    /// The elements of an array; `nil` for any other value.
    var elements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The value of a number; `nil` for any other value.
    var double: Double? {
        if case .number(let number) = self { return Double(number) }
        return nil
    }

    /// A whole number.
    static func int(_ value: Int) -> JSONValue {
        .number(String(value))
    }

    /// `value` as a JSON number when it is an integer, a finite `Double` or a `Decimal`;
    /// `nil` for anything else (a date).
    static func number(describing value: some Any) -> JSONValue? {
        switch value {
        case let integer as any BinaryInteger: .number(String(describing: integer))
        case let number as Double where number.isFinite: .number(String(describing: number))
        case let decimal as Decimal where decimal.isFinite: .number(decimal.description)
        default: nil
        }
    }

    /// Every spelling JSON may send of `texts` that Swift's `String` equality (canonical
    /// equivalence) takes for one of them — what an `enum` must list so that it never refuses
    /// a value the form's comparison accepts: `"K"` is also U+212A KELVIN SIGN, `";"` U+037E,
    /// `` "`" `` U+1FEF. `nil` when a text is not ASCII (its equivalents are too many to list)
    /// or the spellings would be more than 256.
    static func spellings(of texts: [String]) -> [JSONValue]? {
        var all: [String] = []
        for text in texts {
            guard text.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
            var variants = [""]
            for scalar in text.unicodeScalars {
                let alternatives = [String(scalar)] + (asciiEquivalents[scalar].map { [String($0)] } ?? [])
                variants = variants.flatMap { prefix in alternatives.map { prefix + $0 } }
                guard variants.count + all.count <= 256 else { return nil }
            }
            all += variants.filter { !all.contains($0) }
        }
        return all.map(JSONValue.string)
    }

    /// The scalars whose canonical decomposition is a single ASCII scalar, by that scalar.
    private static let asciiEquivalents: [Unicode.Scalar: Unicode.Scalar] = [
        "K": "\u{212A}", ";": "\u{037E}", "`": "\u{1FEF}",
    ]

    /// The value as indented JSON, keys sorted, two spaces a level, one line per member: the
    /// same bytes on every platform, for a file to compare and cache.
    func prettyPrinted() -> Data {
        var writer = ReportJSONWriter(capacity: 4096)
        write(to: &writer, indent: "")
        writer.raw("\n")
        return Data(writer.bytes)
    }

    private func write(to writer: inout ReportJSONWriter, indent: String) {
        switch self {
        case .null: writer.raw("null")
        case .bool(let flag): writer.raw(flag ? "true" : "false")
        case .number(let number): writer.raw(number)
        case .string(let text): writer.string(text)
        case .array(let elements):
            guard !elements.isEmpty else { return writer.raw("[]") }
            if elements.allSatisfy(\.isScalar) {
                writer.raw("[")
                for (index, element) in elements.enumerated() {
                    if index > 0 { writer.raw(", ") }
                    element.write(to: &writer, indent: indent)
                }
                return writer.raw("]")
            }
            writer.raw("[")
            for (index, element) in elements.enumerated() {
                writer.raw(index > 0 ? ",\n" : "\n")
                writer.raw(indent + "  ")
                element.write(to: &writer, indent: indent + "  ")
            }
            writer.raw("\n" + indent + "]")
        case .object(let members):
            guard !members.isEmpty else { return writer.raw("{}") }
            writer.raw("{")
            for (index, key) in members.keys.sorted().enumerated() {
                writer.raw(index > 0 ? ",\n" : "\n")
                writer.raw(indent + "  ")
                writer.string(key)
                writer.raw(": ")
                members[key]?.write(to: &writer, indent: indent + "  ")
            }
            writer.raw("\n" + indent + "}")
        }
    }

    /// Whether this is no array or object (a list of these is written on one line).
    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
