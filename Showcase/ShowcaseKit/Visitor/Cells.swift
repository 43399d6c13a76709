import PatternKitVisitors

/// The first kind of row: one line high, black.
@MainActor
package final class FirstCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``FirstCell``.
    package func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    /// Visits the ``FirstCell`` class.
    package static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// The second kind of row: two lines high, white.
@MainActor
package final class SecondCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``SecondCell``.
    package func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    /// Visits the ``SecondCell`` class.
    package static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// The third kind of row: three lines high, red.
@MainActor
package final class ThirdCell: TUITableViewCell, VisitableCell {
    /// Visits the cell as a ``ThirdCell``.
    package func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    /// Visits the ``ThirdCell`` class.
    package static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}
