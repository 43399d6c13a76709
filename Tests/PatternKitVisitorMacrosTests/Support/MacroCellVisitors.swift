import PatternKitVisitorMacros

/// Heights 10 / 20 / 30 by cell class.
struct HeightVisitor: CellTypeVisitor {
    func visit(_ type: FirstCell.Type) -> Double { 10 }
    func visit(_ type: SecondCell.Type) -> Double { 20 }
    func visit(_ type: ThirdCell.Type) -> Double { 30 }
}

/// Colours black / white / red by cell class.
struct ColorVisitor: CellTypeVisitor {
    func visit(_ type: FirstCell.Type) -> Paint { .black }
    func visit(_ type: SecondCell.Type) -> Paint { .white }
    func visit(_ type: ThirdCell.Type) -> Paint { .red }
}

/// The `Void` visitor that sets the colour itself.
struct BackgroundColorSetter: CellVisitor {
    func visit(_ element: FirstCell) { element.backgroundColor = .black }
    func visit(_ element: SecondCell) { element.backgroundColor = .white }
    func visit(_ element: ThirdCell) { element.backgroundColor = .red }
}
