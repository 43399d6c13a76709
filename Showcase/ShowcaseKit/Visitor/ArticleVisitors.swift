import PatternKitVisitors

/// The Visitor article's height visitor, in terminal lines (the Visitor article's 10/20/30 points become 1/2/3
/// lines), visiting cell classes so heights are known before a cell exists.
package struct HeightVisitor: CellTypeVisitor {
    /// A height visitor.
    package init() {}
    /// 1 line.
    package func visit(_ type: FirstCell.Type) -> Int { 1 }
    /// 2 lines.
    package func visit(_ type: SecondCell.Type) -> Int { 2 }
    /// 3 lines.
    package func visit(_ type: ThirdCell.Type) -> Int { 3 }
}

/// The Visitor article's colour visitor: black, white, red.
package struct ColorVisitor: CellTypeVisitor {
    /// A colour visitor.
    package init() {}
    /// Black.
    package func visit(_ type: FirstCell.Type) -> TUIColor { .black }
    /// White.
    package func visit(_ type: SecondCell.Type) -> TUIColor { .white }
    /// Red.
    package func visit(_ type: ThirdCell.Type) -> TUIColor { .red }
}

/// The Visitor article's `Void` visitor: it sets each cell's background itself, from ``ColorVisitor``.
/// A Visitors `Walker`, so it also ignores anything that is not one of the cells.
@MainActor
package struct BackgroundColorSetter: CellVisitor, Walker {
    /// A setter.
    package init() {}
    /// Paints a ``FirstCell``.
    package func visit(_ cell: FirstCell) { cell.backgroundColor = FirstCell.accept(ColorVisitor()) }
    /// Paints a ``SecondCell``.
    package func visit(_ cell: SecondCell) { cell.backgroundColor = SecondCell.accept(ColorVisitor()) }
    /// Paints a ``ThirdCell``.
    package func visit(_ cell: ThirdCell) { cell.backgroundColor = ThirdCell.accept(ColorVisitor()) }
}
