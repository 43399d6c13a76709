/// A visitor that acts instead of computing: its result is `Void`, and elements it has no
/// `visit` for are skipped.
///
/// Like swift-markdown's `MarkupWalker`, a walker implements only the visits it cares about.
/// Its ``FallbackVisitor/defaultVisit(_:)`` does nothing unless you override it, so the
/// family's fallback defaults (see ``FallbackVisitor``) route every other element there:
///
/// ```swift
/// struct BackgroundColorSetter: CellVisitor, Walker {
///     func visit(_ cell: FirstCell) { cell.backgroundColor = .black }
///     func visit(_ cell: SecondCell) { cell.backgroundColor = .white }
///     // ThirdCell is left alone.
/// }
///
/// BackgroundColorSetter().walk(cells)   // cells: [any VisitableCell]
/// ```
///
/// A side-effect visitor that must handle *every* element type — so that adding a new
/// type is a compile-time error — is a plain family visitor with `Result == Void` instead.
public protocol Walker: FallbackVisitor where Result == Void {}

extension Walker {
    /// Does nothing: a walker skips the elements it has no `visit` for.
    public func defaultVisit(_ element: Any) {}
}

extension Walker where Self: DispatchingVisitor {
    /// Visits every element of `elements` in order, with static double dispatch.
    public func walk<S: Sequence>(_ elements: S) where S.Element == Element {
        for element in elements {
            dispatch(element)
        }
    }

    /// Visits every value of `values` in order; values that are not elements of the family go
    /// to ``FallbackVisitor/defaultVisit(_:)``.
    public func walk<S: Sequence>(_ values: S) {
        for value in values {
            visitAny(value)
        }
    }
}
