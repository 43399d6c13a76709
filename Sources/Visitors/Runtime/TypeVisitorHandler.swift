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

    init<Element>(_ type: Element.Type, _ closure: @escaping (Element) -> Result) {
        self.id = ObjectIdentifier(type)
        self.type = type
        self.isClass = type is AnyClass
        self.visit = { value in (value as? Element).map(closure) }
        self.matches = { value in value is Element }
        self.admitsType = { candidate in candidate is Element.Type }
    }

    /// Whether this registration's type is a supertype of (or the same as) `other`'s.
    func isAncestor(of other: TypeVisitorHandler) -> Bool {
        admitsType(other.type)
    }
}
