import PatternKitVisitors

/// The Visitor article's visitor over the three cell classes, as a Visitors family: one
/// `visit` per cell, with the result as primary associated type (`any CellVisitor<Void>`).
@MainActor
package protocol CellVisitor<Result>: Visitor {
    /// What a visit returns.
    associatedtype Result
    /// Visits a ``FirstCell``.
    func visit(_ cell: FirstCell) -> Result
    /// Visits a ``SecondCell``.
    func visit(_ cell: SecondCell) -> Result
    /// Visits a ``ThirdCell``.
    func visit(_ cell: ThirdCell) -> Result
}

/// The same family over cell *classes*: a height or a colour is known before any cell of
/// the class exists, which is what a table's `heightForRowAt` needs.
package protocol CellTypeVisitor<Result>: Visitor {
    /// What a visit returns.
    associatedtype Result
    /// Visits the ``FirstCell`` class.
    func visit(_ type: FirstCell.Type) -> Result
    /// Visits the ``SecondCell`` class.
    func visit(_ type: SecondCell.Type) -> Result
    /// Visits the ``ThirdCell`` class.
    func visit(_ type: ThirdCell.Type) -> Result
}

/// A cell of the family: double dispatch to the visitor's `visit` for the cell's own
/// class, on an instance or on the class itself.
@MainActor
package protocol VisitableCell: TUITableViewCell {
    /// Calls `visitor.visit(self)` with the cell's static type.
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result
    /// Calls `visitor.visit(Self.self)`.
    static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result
}
