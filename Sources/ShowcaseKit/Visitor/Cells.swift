import TerminalUI
import Visitors

/// The first kind of row: one line high, black.
@MainActor
public final class FirstCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``FirstCell``.
    public func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    /// Visits the ``FirstCell`` class.
    public static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// The second kind of row: two lines high, white.
@MainActor
public final class SecondCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``SecondCell``.
    public func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    /// Visits the ``SecondCell`` class.
    public static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// The third kind of row: three lines high, red.
@MainActor
public final class ThirdCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``ThirdCell``.
    public func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    /// Visits the ``ThirdCell`` class.
    public static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}
