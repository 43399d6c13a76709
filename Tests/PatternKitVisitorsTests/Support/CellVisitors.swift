import PatternKitVisitors

// The article's three visitors, in their static double dispatch form.

/// Heights 10 / 20 / 30, known from the cell class before any cell exists.
struct HeightVisitor: CellTypeVisitor {
    func visit(_ type: FirstCell.Type) -> Double { 10 }
    func visit(_ type: SecondCell.Type) -> Double { 20 }
    func visit(_ type: ThirdCell.Type) -> Double { 30 }
}

/// Background colours black / white / red, also per class.
struct ColorVisitor: CellTypeVisitor {
    func visit(_ type: FirstCell.Type) -> CellColor { .black }
    func visit(_ type: SecondCell.Type) -> CellColor { .white }
    func visit(_ type: ThirdCell.Type) -> CellColor { .red }
}

/// The `Void` visitor that sets each cell's colour itself.
struct BackgroundColorSetter: CellVisitor {
    func visit(_ cell: FirstCell) { cell.backgroundColor = .black }
    func visit(_ cell: SecondCell) { cell.backgroundColor = .white }
    func visit(_ cell: ThirdCell) { cell.backgroundColor = .red }
}
