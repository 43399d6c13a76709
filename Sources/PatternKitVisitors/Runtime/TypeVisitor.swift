/// A visitor assembled at run time: one closure per type, chosen by the dynamic type of the
/// visited value, with a default for everything else.
///
/// Use it where the set of element types is open — plug-ins, rows registered by other
/// modules, values from an `[Any]` — or where writing a visitor family is not worth it:
///
/// ```swift
/// let height = TypeVisitor<Double>(default: { _ in 44 })
///     .on(FirstCell.self) { _ in 10 }
///     .on(SecondCell.self) { _ in 20 }
///     .on((any Highlighted).self) { _ in 60 }
///
/// height.visit(FirstCell())        // 10
/// height.visit(FirstCellSubclass()) // 10 — nearest registered superclass
/// height.visit("text")             // 44 — the default
/// ```
///
/// ## Which closure runs
/// For a value whose dynamic type is `T`:
/// 1. the closure registered for exactly `T`;
/// 2. otherwise, for a class, the one registered for its nearest superclass;
/// 3. otherwise the first registered protocol (existential) type `T` conforms to;
/// 4. otherwise the default.
///
/// Marker protocols such as `Sendable` have no run-time identity, so `(any Sendable).self`
/// matches every value: register it last, if at all.
///
/// Registering a type again replaces its closure. The choice is remembered per concrete
/// type, so after the first value of a type every visit is one dictionary lookup. Values
/// are only ever cast with `as?`: nothing is force-cast.
///
/// ## Concurrency
/// A `TypeVisitor` keeps that per-type cache, so it is deliberately **not** `Sendable`:
/// Swift 6 keeps each instance inside the isolation domain that created it (the main actor
/// for UI code, one task otherwise), where the cache needs no lock. Build one visitor per
/// domain if several need it. The closures need not be `@Sendable` for the same reason.
///
/// A `TypeVisitor` is also a ``FallbackVisitor``: its default closure is its
/// ``defaultVisit(_:)``.
public final class TypeVisitor<Result> {
    private var handlers: [TypeVisitorHandler<Result>] = []
    private var exactIndex: [ObjectIdentifier: Int] = [:]
    // What a visit reads, inlinable so that a visit is compiled for the caller's `Result`:
    // unspecialized generic code would look up the metadata of the generic types it touches
    // on every call, which costs more than the visit itself.
    /// Each registration's closure, in registration order (as `handlers`).
    @usableFromInline var visits: [(Any) -> Result?] = []
    /// The registration chosen for each concrete type visited so far; -1 for the default.
    @usableFromInline var resolved: [ObjectIdentifier: Int] = [:]
    /// The default closure.
    @usableFromInline let fallback: (Any) -> Result

    /// Creates a visitor that calls `default` for every value no registered type matches.
    ///
    /// - Parameter default: the result for values of unregistered types; it receives the value.
    public init(default: @escaping (Any) -> Result) {
        fallback = `default`
    }

    /// Registers the closure that visits values of `type` (and, for a class, of its
    /// subclasses that have no closure of their own).
    ///
    /// `type` may be a concrete type (`FirstCell.self`) or a protocol existential
    /// (`(any Highlighted).self`). Registering the same type again replaces its closure.
    ///
    /// - Returns: this visitor, so registrations chain.
    @inlinable
    @discardableResult
    public func on<Element>(_ type: Element.Type, _ visit: @escaping (Element) -> Result) -> TypeVisitor {
        // The cast is written here, inlined into the caller, so it is compiled for the
        // caller's `Element` and `Result` instead of running as generic code on each visit.
        register(type) { value in
            guard let element = value as? Element else { return nil }
            return visit(element)
        }
    }

    /// Stores a registration whose closure casts a value to `type` and visits it.
    @usableFromInline
    @discardableResult
    func register<Element>(_ type: Element.Type, visit: @escaping (Any) -> Result?) -> TypeVisitor {
        let handler = TypeVisitorHandler(type, visit: visit)
        if let index = exactIndex[handler.id] {
            handlers[index] = handler
            visits[index] = handler.visit
        } else {
            exactIndex[handler.id] = handlers.count
            handlers.append(handler)
            visits.append(handler.visit)
        }
        resolved.removeAll(keepingCapacity: true)
        return self
    }

    /// Visits `value` with the closure chosen for its dynamic type, or with the default.
    @inlinable
    public func visit(_ value: Any) -> Result {
        if let index = handlerIndex(for: Swift.type(of: value), value: value), let result = visits[index](value) {
            return result
        }
        return fallback(value)
    }

    /// Visits `value`; the same as ``visit(_:)``.
    public func callAsFunction(_ value: Any) -> Result {
        visit(value)
    }

    /// Whether a registered closure (not the default) visits values of the dynamic type of
    /// `value`.
    public func handles(_ value: Any) -> Bool {
        handlerIndex(for: Swift.type(of: value), value: value) != nil
    }

    /// The number of distinct types with a registered closure.
    public var registeredTypeCount: Int {
        handlers.count
    }

    /// The registration for the dynamic type of `value` (`type`), `nil` for the default.
    @inlinable
    func handlerIndex(for type: Any.Type, value: Any) -> Int? {
        if let cached = resolved[ObjectIdentifier(type)] {
            return cached < 0 ? nil : cached
        }
        return resolveAndRemember(type, value: value)
    }

    /// Finds the registration for a type seen for the first time and caches the answer.
    @usableFromInline
    func resolveAndRemember(_ type: Any.Type, value: Any) -> Int? {
        let found = resolve(type, value: value)
        resolved[ObjectIdentifier(type)] = found ?? -1
        return found
    }

    private func resolve(_ type: Any.Type, value: Any) -> Int? {
        if let exact = exactIndex[ObjectIdentifier(type)] {
            return exact
        }
        var nearestClass: Int?
        var firstProtocol: Int?
        for (index, handler) in handlers.enumerated() where handler.matches(value) {
            if handler.isClass {
                // Among matching classes, keep the most derived one: the nearest superclass.
                if let current = nearestClass, !handlers[current].isAncestor(of: handler) {
                    continue
                }
                nearestClass = index
            } else if firstProtocol == nil {
                firstProtocol = index
            }
        }
        return nearestClass ?? firstProtocol
    }
}

extension TypeVisitor where Result == Void {
    /// Creates a side-effect visitor whose default does nothing.
    public convenience init() {
        self.init(default: { _ in })
    }
}

extension TypeVisitor: FallbackVisitor {
    /// Calls the default closure given at initialisation.
    public func defaultVisit(_ element: Any) -> Result {
        fallback(element)
    }
}
