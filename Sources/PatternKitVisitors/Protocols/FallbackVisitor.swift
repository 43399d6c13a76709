/// A visitor with an opt-in fallback for elements it has no `visit` of its own for.
///
/// A plain ``Visitor`` must implement every `visit` of its family, so adding an element type
/// to the family is a compile-time error in every visitor until it handles the new type —
/// usually what you want. A visitor that should keep compiling instead adopts
/// `FallbackVisitor` and implements ``defaultVisit(_:)``. The family opts in once, by giving
/// its `visit` requirements default implementations that forward to ``defaultVisit(_:)``
/// for fallback visitors only (the `@Visits` macro of `PatternKitVisitorMacros` writes these for you):
///
/// ```swift
/// extension CellVisitor where Self: FallbackVisitor {
///     func visit(_ cell: ThirdCell) -> Result { defaultVisit(cell) }
/// }
///
/// struct HeightVisitor: CellVisitor, FallbackVisitor {
///     func visit(_ cell: FirstCell) -> Double { 10 }
///     func defaultVisit(_ element: Any) -> Double { 44 }   // SecondCell, ThirdCell, …
/// }
/// ```
///
/// `visitAny(_:)` (see ``DispatchingVisitor``) also ends in ``defaultVisit(_:)`` for a value
/// that is not an element of the family at all, so a fallback visitor always produces a
/// result.
///
/// - Note: `defaultVisit(_:)` is a requirement of this (non-isolated) protocol. A visitor
///   isolated to the main actor states that its conformance is isolated too —
///   `struct Setter: @MainActor CellVisitor, @MainActor FallbackVisitor` (Swift 6.2) — or
///   marks its `defaultVisit(_:)` `nonisolated`.
public protocol FallbackVisitor<Result>: Visitor {
    /// Called for every element this visitor does not visit itself.
    ///
    /// - Parameter element: the element (or element type) being visited; inspect it with
    ///   `as?`/`is` if the fallback needs to tell elements apart.
    func defaultVisit(_ element: Any) -> Result
}
