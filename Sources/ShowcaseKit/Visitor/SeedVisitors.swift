import TerminalUI

/// The seed's height visitor, in terminal lines: 1, 2, 3.
public struct HeightVisitor: CellVisitor {
    /// A height visitor.
    public init() {}
    /// 1 line.
    public func visit(_ cell: FirstCell) -> Int { 1 }
    /// 2 lines.
    public func visit(_ cell: SecondCell) -> Int { 2 }
    /// 3 lines.
    public func visit(_ cell: ThirdCell) -> Int { 3 }
}

/// The seed's colour visitor: black, white, red.
public struct ColorVisitor: CellVisitor {
    /// A colour visitor.
    public init() {}
    /// Black.
    public func visit(_ cell: FirstCell) -> TUIColor { .black }
    /// White.
    public func visit(_ cell: SecondCell) -> TUIColor { .white }
    /// Red.
    public func visit(_ cell: ThirdCell) -> TUIColor { .red }
}

/// The seed's `Void` visitor: it sets each cell's background itself, using ``ColorVisitor``.
public struct BackgroundColorSetter: CellVisitor {
    /// A setter.
    public init() {}
    /// Paints a ``FirstCell``.
    public func visit(_ cell: FirstCell) { cell.backgroundColor = ColorVisitor().visit(cell) }
    /// Paints a ``SecondCell``.
    public func visit(_ cell: SecondCell) { cell.backgroundColor = ColorVisitor().visit(cell) }
    /// Paints a ``ThirdCell``.
    public func visit(_ cell: ThirdCell) { cell.backgroundColor = ColorVisitor().visit(cell) }
}
