import PatternKitValidationCore

/// What a rule says of itself for a form's JSON Schema (`FormValidator.jsonSchema(id:title:)`):
/// its name, its parameters and the codes its failures carry on the wire — an entry of the
/// schema's `x-patternkit-rules` — and the JSON Schema keywords that state it, exactly or as
/// a bound that never refuses what the rule accepts.
struct RuleDescription: Sendable {
    /// The rule's name in `x-patternkit-rules` (`"length"`, `"email"`, or a type's name).
    var name: String
    /// The rule's parameters, by name.
    var parameters: [String: JSONValue] = [:]
    /// The codes of the rule's failures, as the wire report writes them.
    var codes: [ValidationError.Code] = []
    /// The keywords that state the rule (`minLength`, `minimum`, `enum`…): never stricter
    /// than the rule, and exactly the rule when ``isExact``.
    var keywords: [String: JSONValue] = [:]
    /// Whether ``keywords`` accept exactly what the rule accepts: then the rule has no
    /// `x-patternkit-rules` entry.
    var isExact = false
    /// Whether the rule judges only a value that is present (`.ifPresent()`): its keywords
    /// are then not stated.
    var ifPresent = false

    /// The description of a rule no `RuleDescribing` conformance describes: its type's name,
    /// no constraint.
    init(name: String, parameters: [String: JSONValue] = [:], codes: [ValidationError.Code] = []) {
        self.name = name
        self.parameters = parameters
        self.codes = codes
    }

    /// The descriptions of `rule`: its own when it is `RuleDescribing`, those of the rule an
    /// `AnyValidator` wraps, and else one entry named after its type.
    static func of(_ rule: any Sendable) -> [RuleDescription] {
        if let describing = rule as? any RuleDescribing { return describing.ruleDescriptions }
        if let erased = rule as? any WrappedValidator {
            guard let wrapped = erased.wrappedRule else { return [RuleDescription(name: "custom")] }
            return of(wrapped)
        }
        return [RuleDescription(name: String(describing: type(of: rule)))]
    }

    /// The entry of `x-patternkit-rules`: `name`, `parameters` (when any), `codes`, and
    /// `ifPresent` when the rule judges only a present value.
    var annotation: JSONValue {
        var members: [String: JSONValue] = ["name": .string(name), "codes": .array(codes.map { .int($0.rawValue) })]
        if !parameters.isEmpty { members["parameters"] = .object(parameters) }
        if ifPresent { members["ifPresent"] = .bool(true) }
        return .object(members)
    }
}

/// An `AnyValidator`, whatever its input: the rule it wraps.
protocol WrappedValidator {
    /// The wrapped rule; `nil` for a closure.
    var wrappedRule: (any Sendable)? { get }
}

extension AnyValidator: WrappedValidator {
    var wrappedRule: (any Sendable)? { wrapped }
}
