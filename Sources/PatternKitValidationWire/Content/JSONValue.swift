/// Any JSON value, as a request's body holds it.
enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Text first: a form's values are text, and each failed attempt throws (which costs).
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }

    /// The value at a dotted `path` (`"address.city"`, `"phones.0"`): a key of this object
    /// first, as written, then one key at a time.
    func value(at path: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        if let value = members[path] { return value }
        var current = self
        for key in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case .object(let members):
                guard let next = members[String(key)] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}
