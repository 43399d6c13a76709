/// A visitor: one `visit` method per element type of a family, all returning `Result`.
///
/// `Visitor` is the root of every visitor family. A family is a protocol of your own that
/// refines `Visitor`, re-declares `Result` as its primary associated type, and lists one
/// `visit` per element type:
///
/// ```swift
/// protocol CellVisitor<Result>: Visitor {
///     associatedtype Result
///     func visit(_ cell: FirstCell) -> Result
///     func visit(_ cell: SecondCell) -> Result
/// }
///
/// struct HeightVisitor: CellVisitor {
///     func visit(_ cell: FirstCell) -> Double { 10 }
///     func visit(_ cell: SecondCell) -> Double { 20 }
/// }
///
/// func height(of cell: any VisitableCell, using visitor: any CellVisitor<Double>) -> Double {
///     cell.accept(visitor)
/// }
/// ```
///
/// Re-declaring `associatedtype Result` in the family lets Swift infer `Result` from the
/// `visit` methods a conforming type writes (`HeightVisitor` above never names `Double`),
/// and the primary associated type makes `any CellVisitor<Double>` a valid type.
/// A family that calls its result `T`, as older code does, says so with a same-type
/// requirement and keeps working unchanged:
///
/// ```swift
/// protocol CellVisitor<T>: Visitor where Result == T {
///     associatedtype T
///     func visit(_ cell: FirstCell) -> T
/// }
/// ```
///
/// A visitor that sets something instead of computing a value uses `Void` as its result;
/// see ``Walker``. A visitor that should survive new element types opts into a fallback
/// with ``FallbackVisitor``; a visitor that must visit values of unknown static type adopts
/// ``DispatchingVisitor``. For open sets of types decided at run time, use ``TypeVisitor``.
///
/// `Visitor` has no requirements of its own, so a family may be isolated to a global actor
/// (`@MainActor protocol CellVisitor<Result>: Visitor`) without any extra ceremony.
public protocol Visitor<Result> {
    /// What one visit returns: a height, a colour, or `Void` for a visitor that acts.
    associatedtype Result
}
