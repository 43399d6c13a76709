import TerminalUI

/// The first kind of row: one line high, black.
@MainActor
public final class FirstCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``FirstCell``.
    public func accept<Visitor: CellVisitor>(_ visitor: Visitor) -> Visitor.Result { visitor.visit(self) }
}

/// The second kind of row: two lines high, white.
@MainActor
public final class SecondCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``SecondCell``.
    public func accept<Visitor: CellVisitor>(_ visitor: Visitor) -> Visitor.Result { visitor.visit(self) }
}

/// The third kind of row: three lines high, red.
@MainActor
public final class ThirdCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``ThirdCell``.
    public func accept<Visitor: CellVisitor>(_ visitor: Visitor) -> Visitor.Result { visitor.visit(self) }
}
