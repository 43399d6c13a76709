/// Any JSON value, as a request's body holds it (read by ``JSONParser``).
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number as written in the body.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value at a dotted `path` (`"address.city"`, `"phones.0"`): a key of this object
    /// first, as written, then one key at a time.
    func value(at path: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        if let value = members[path] { return value }
        return nested(at: path)
    }

    /// Whether a dotted `path` is written both ways — as one key (`"address.city"`) and
    /// as nested objects (`"address": {"city": …}`) — so that which one counts would be a guess.
    func isAmbiguous(at path: String) -> Bool {
        guard path.contains("."), case .object(let members) = self, members[path] != nil else { return false }
        return nested(at: path) != nil
    }

    private func nested(at path: String) -> JSONValue? {
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
