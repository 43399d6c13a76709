/// Accepts one of a fixed set of values: a currency code, a size, a country.
///
/// ```swift
/// let size: some Validator<String> = .oneOf(["S", "M", "L", "XL"])
/// size.failures("XXL")[0].parameters[.allowed]   // .list(["S", "M", "L", "XL"]) (code 1145)
///
/// let currency: some Validator<String> = .oneOf(["USD", "EUR", "INR", "RUB", "CNY"], caseSensitive: false)
/// currency.isValid("inr")                        // true
///
/// let weekday: some Validator<Int> = .oneOf(1...5)
/// ```
///
/// Membership is a hash lookup, whatever the size of the set. The error's `allowed`
/// parameter lists the first ten values in the order given, then "…"; messages join them as
/// the reader's language joins a list ("S, M, L", Japanese "S、M、L").
public struct OneOfValidator<Value: Hashable & Sendable>: Validator {
    /// The allowed values, in the order given (duplicates removed).
    public let allowed: [Value]

    private let members: Set<Value>
    private let normalize: (@Sendable (Value) -> Value)?

    /// A validator accepting the values of `allowed`.
    public init(_ allowed: some Sequence<Value>) {
        self.init(allowed, normalize: nil)
    }

    private init(_ allowed: some Sequence<Value>, normalize: (@Sendable (Value) -> Value)?) {
        var seen = Set<Value>()
        var ordered: [Value] = []
        for value in allowed where seen.insert(normalize?(value) ?? value).inserted {
            ordered.append(value)
        }
        self.allowed = ordered
        self.members = seen
        self.normalize = normalize
    }

    /// Throws `ValidationError.Code.notOneOf` when `input` is not allowed.
    public func validate(_ input: Value) throws(ValidationError) {
        guard !isValid(input) else { return }
        let shown = allowed.prefix(10).map { String(describing: $0) }
        throw ValidationError(.notOneOf, parameters: [.allowed: .list(allowed.count > 10 ? shown + ["…"] : shown)])
    }

    /// Whether values are compared as they are (no `caseSensitive: false`).
    var isCaseSensitive: Bool {
        normalize == nil
    }

    /// Whether `input` is allowed.
    public func isValid(_ input: Value) -> Bool {
        members.contains(normalize?(input) ?? input)
    }
}

extension OneOfValidator where Value == String {
    /// A validator accepting the strings of `allowed`, ignoring case unless `caseSensitive`.
    ///
    /// Case is compared on the lowercase forms, for every script ("ЁЛКА" matches "ёлка").
    public init(_ allowed: some Sequence<String>, caseSensitive: Bool) {
        let lowercase: @Sendable (String) -> String = { $0.lowercased() }
        self.init(allowed, normalize: caseSensitive ? nil : lowercase)
    }
}

extension Validator {
    /// Values among `allowed` (code 1145): `.oneOf(["S", "M", "L"])`.
    public static func oneOf<Value>(_ allowed: some Sequence<Value>) -> OneOfValidator<Value>
    where Self == OneOfValidator<Value> {
        OneOfValidator(allowed)
    }
}

extension Validator where Self == OneOfValidator<String> {
    /// Strings among `allowed`, ignoring case unless `caseSensitive` (code 1145):
    /// `.oneOf(["USD", "EUR"], caseSensitive: false)`.
    public static func oneOf(_ allowed: some Sequence<String>, caseSensitive: Bool) -> OneOfValidator<String> {
        OneOfValidator(allowed, caseSensitive: caseSensitive)
    }
}
