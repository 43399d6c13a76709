import Foundation
import PatternKitValidationCore

/// A parameter value on the wire: an object with one key naming its type,
/// `{"int": 3}`, `{"double": 2.5}`, `{"string": "a"}`, `{"bool": true}`,
/// `{"date": "2025-01-01T00:00:00Z"}` (ISO 8601, UTC, since version 1.1 of the wire form),
/// `{"decimal": "12.50"}` (its digits as JSON writes a number, in a string so that no reader
/// rounds them) and `{"list": ["S", "M"]}` (since version 1.2). A `double` that is not
/// finite is written as the string `"Infinity"`, `"-Infinity"` or `"NaN"` (JSON has no such
/// numbers). An object with no key this version knows decodes as `nil` (a newer sender's type).
struct WireParameterValue: Codable {
    let value: ValidationError.ParameterValue?

    init(_ value: ValidationError.ParameterValue) {
        self.value = value
    }

    private enum CodingKeys: String, CodingKey {
        case int, double, string, bool, date, decimal, list
    }

    private static let nonFinite: [String: Double] = ["Infinity": .infinity, "-Infinity": -.infinity, "NaN": .nan]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Int.self, forKey: .int) {
            self.value = .int(value)
        } else if container.contains(.double) {
            if let text = try? container.decode(String.self, forKey: .double) {
                guard let number = Self.nonFinite[text] else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .double, in: container,
                        debugDescription:
                            "A double is a number, \"Infinity\", \"-Infinity\" or \"NaN\", not \"\(text)\"")
                }
                self.value = .double(number)
            } else {
                self.value = .double(try container.decode(Double.self, forKey: .double))
            }
        } else if let value = try container.decodeIfPresent(String.self, forKey: .string) {
            self.value = .string(value)
        } else if let value = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            self.value = .bool(value)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .date) {
            guard let date = FormValueKind.date(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .date, in: container, debugDescription: "A date is ISO 8601 text, not \"\(text)\"")
            }
            self.value = .date(date)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .decimal) {
            guard let number = FormValueKind.decimal(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .decimal, in: container, debugDescription: "A decimal is a number's digits, not \"\(text)\""
                )
            }
            self.value = .decimal(number)
        } else if let items = try container.decodeIfPresent([String].self, forKey: .list) {
            self.value = .list(items)
        } else {
            self.value = nil
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch value {
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value) where value.isNaN: try container.encode("NaN", forKey: .double)
        case .double(let value) where value.isInfinite:
            try container.encode(value > 0 ? "Infinity" : "-Infinity", forKey: .double)
        case .double(let value): try container.encode(value, forKey: .double)
        case .string(let value): try container.encode(value, forKey: .string)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .date(let date): try container.encode(ValidationError.ParameterValue.date(date).description, forKey: .date)
        case .decimal(let number): try container.encode(number.description, forKey: .decimal)
        case .list(let items): try container.encode(items, forKey: .list)
        case nil: break
        }
    }
}
