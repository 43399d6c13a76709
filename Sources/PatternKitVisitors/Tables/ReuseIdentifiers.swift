/// Reuse identifiers derived from element types, and which of them a view has registered.
///
/// A table or collection helper registers each cell class the first time a row needs it,
/// under an identifier made from the class itself, so identifiers never drift from the
/// types they stand for and no row is dequeued under an identifier nobody registered.
///
/// ```swift
/// var identifiers = ReuseIdentifiers()
/// let first = identifiers.claim(FirstCell.self)   // (identifier: "App.FirstCell", isNew: true)
/// let again = identifiers.claim(FirstCell.self)   // (identifier: "App.FirstCell", isNew: false)
/// ```
public struct ReuseIdentifiers: Sendable {
    private var registered: Set<String> = []

    /// An empty registry.
    public init() {}

    /// The reuse identifier for cells of `type`: its fully qualified name.
    public static func identifier(for type: Any.Type) -> String {
        String(reflecting: type)
    }

    /// The identifier for `type`, and whether this is the first time it was claimed (the
    /// caller then registers the type under it).
    public mutating func claim(_ type: Any.Type) -> (identifier: String, isNew: Bool) {
        let identifier = Self.identifier(for: type)
        return (identifier, registered.insert(identifier).inserted)
    }

    /// Whether `type` has been claimed.
    public func contains(_ type: Any.Type) -> Bool {
        registered.contains(Self.identifier(for: type))
    }

    /// Forgets every claim, e.g. when the helper moves to another view.
    public mutating func removeAll() {
        registered.removeAll()
    }
}
