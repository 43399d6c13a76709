import TerminalUI

/// The seed article's visitor over the three cell classes, with its result type as the
/// primary associated type (`any CellVisitor<Int>` works).
@MainActor
public protocol CellVisitor<Result> {
    /// What a visit returns: a height, a colour, or `Void` for a visitor that sets something.
    associatedtype Result
    /// Visits a ``FirstCell``.
    func visit(_ cell: FirstCell) -> Result
    /// Visits a ``SecondCell``.
    func visit(_ cell: SecondCell) -> Result
    /// Visits a ``ThirdCell``.
    func visit(_ cell: ThirdCell) -> Result
}

/// A cell that accepts a ``CellVisitor``: double dispatch to the visitor's `visit` for the
/// cell's own class.
@MainActor
public protocol VisitableCell: TUITableViewCell {
    /// Calls `visitor.visit(self)` with the cell's static type.
    func accept<Visitor: CellVisitor>(_ visitor: Visitor) -> Visitor.Result
}
