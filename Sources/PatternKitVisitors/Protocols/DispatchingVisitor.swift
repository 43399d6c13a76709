/// A visitor that can take a value of unknown static type: `visitAny(_:)` finds the
/// element inside and dispatches it to the right `visit`, never force-casting.
///
/// Static double dispatch needs a value whose type says it is an element of the family
/// (`any VisitableCell`). Code that only holds an `Any`, a `UITableViewCell` or an
/// `AnyObject` uses `visitAny` instead: it casts the value to the family's element
/// type with `as?` and returns `nil` — or, for a ``FallbackVisitor``, the
/// ``FallbackVisitor/defaultVisit(_:)`` result — when the value is not an element.
///
/// A family adopts this protocol once, naming its element protocol as `Element` and
/// implementing ``dispatch(_:)`` with the element's `accept`:
///
/// ```swift
/// protocol CellVisitor<Result>: DispatchingVisitor where Element == any VisitableCell {
///     associatedtype Result
///     func visit(_ cell: FirstCell) -> Result
///     func visit(_ cell: SecondCell) -> Result
/// }
///
/// extension CellVisitor {
///     func dispatch(_ cell: any VisitableCell) -> Result { cell.accept(self) }
/// }
///
/// let something: Any = SecondCell()
/// HeightVisitor().visitAny(something)   // Optional(20.0)
/// HeightVisitor().visitAny("not a cell") // nil
/// ```
///
/// A family visited through element *types* (`FirstCell.self`) names the metatype:
/// `where Element == any VisitableCell.Type`.
public protocol DispatchingVisitor<Result>: Visitor {
    /// The family's element type, usually an existential such as `any VisitableCell`.
    associatedtype Element

    /// Double dispatch for one element: `element.accept(self)`.
    func dispatch(_ element: Element) -> Result
}

extension DispatchingVisitor {
    /// Visits `value` if it is an element of this visitor's family.
    ///
    /// - Returns: the result of the `visit` for the value's dynamic type, or `nil` when the
    ///   value is not an ``Element``. Nothing is force-cast; a wrong value cannot crash.
    public func visitAny(_ value: Any) -> Result? {
        guard let element = value as? Element else { return nil }
        return dispatch(element)
    }
}

extension DispatchingVisitor where Self: FallbackVisitor {
    /// Visits `value`, falling back to ``FallbackVisitor/defaultVisit(_:)`` when it is not an
    /// element of this visitor's family.
    public func visitAny(_ value: Any) -> Result {
        guard let element = value as? Element else { return defaultVisit(value) }
        return dispatch(element)
    }
}
