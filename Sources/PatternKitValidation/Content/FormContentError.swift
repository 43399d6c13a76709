/// Why a request's body is not a form: a client's mistake, answered `400 Bad Request` with
/// ``description`` as the reason.
public enum FormContentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body is not JSON; `detail` says where it went wrong.
    case notJSON(detail: String)
    /// The body is JSON but not an object of fields.
    case notAnObject
    /// The value at `field` is an object or an array, not text, a number or a Boolean.
    case notText(field: String)

    /// The reason, in English (it is read by the client's developer, not shown in a form).
    public var description: String {
        switch self {
        case .notJSON(let detail): "The body is not valid JSON: \(detail)"
        case .notAnObject: "The body must be a JSON object of fields, such as {\"email\": \"ada@example.com\"}"
        case .notText(let field): "The value of “\(field)” must be text, a number or a Boolean"
        }
    }
}
