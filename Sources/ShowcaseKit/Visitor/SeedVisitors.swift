import TerminalUI
import Visitors

/// The seed's height visitor, in terminal lines (the seed's 10/20/30 points become 1/2/3
/// lines), visiting cell classes so heights are known before a cell exists.
public struct HeightVisitor: CellTypeVisitor {
    /// A height visitor.
    public init() {}
    /// 1 line.
    public func visit(_ type: FirstCell.Type) -> Int { 1 }
    /// 2 lines.
    public func visit(_ type: SecondCell.Type) -> Int { 2 }
    /// 3 lines.
    public func visit(_ type: ThirdCell.Type) -> Int { 3 }
}

/// The seed's colour visitor: black, white, red.
public struct ColorVisitor: CellTypeVisitor {
    /// A colour visitor.
    public init() {}
    /// Black.
    public func visit(_ type: FirstCell.Type) -> TUIColor { .black }
    /// White.
    public func visit(_ type: SecondCell.Type) -> TUIColor { .white }
    /// Red.
    public func visit(_ type: ThirdCell.Type) -> TUIColor { .red }
}

/// The seed's `Void` visitor: it sets each cell's background itself, from ``ColorVisitor``.
/// A Visitors `Walker`, so it also ignores anything that is not one of the cells.
@MainActor
public struct BackgroundColorSetter: CellVisitor, Walker {
    /// A setter.
    public init() {}
    /// Paints a ``FirstCell``.
    public func visit(_ cell: FirstCell) { cell.backgroundColor = FirstCell.accept(ColorVisitor()) }
    /// Paints a ``SecondCell``.
    public func visit(_ cell: SecondCell) { cell.backgroundColor = SecondCell.accept(ColorVisitor()) }
    /// Paints a ``ThirdCell``.
    public func visit(_ cell: ThirdCell) { cell.backgroundColor = ThirdCell.accept(ColorVisitor()) }
}
