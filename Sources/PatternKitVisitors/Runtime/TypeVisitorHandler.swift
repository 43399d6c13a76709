/// One registration of a ``TypeVisitor``: the closure for a type, wrapped so that it can be
/// stored beside closures for other types and called with an `Any` safely.
struct TypeVisitorHandler<Result> {
    /// The identity of the registered type.
    let id: ObjectIdentifier
    /// Whether the registered type is a class (and so matches its subclasses).
    let isClass: Bool
    /// Calls the closure if the value is of the registered type; `nil` otherwise.
    let visit: (Any) -> Result?
    /// Whether a value is of the registered type (or a subtype of it).
    let matches: (Any) -> Bool
    /// Whether a type is the registered type or a subtype of it.
    private let admitsType: (Any.Type) -> Bool
    /// The registered type.
    private let type: Any.Type

    /// - Parameter visit: Casts a value to `type` and calls the registered closure, or
    ///   returns `nil` (built by the caller, so that it is compiled for its types).
    init<Element>(_ type: Element.Type, visit: @escaping (Any) -> Result?) {
        self.id = ObjectIdentifier(type)
        self.type = type
        self.isClass = type is AnyClass
        self.visit = visit
        self.matches = { value in value is Element }
        self.admitsType = { candidate in candidate is Element.Type }
    }

    /// Whether this registration's type is a supertype of (or the same as) `other`'s.
    func isAncestor(of other: TypeVisitorHandler) -> Bool {
        admitsType(other.type)
    }
}
