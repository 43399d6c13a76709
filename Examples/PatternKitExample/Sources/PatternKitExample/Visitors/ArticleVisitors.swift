#if canImport(UIKit)
    import UIKit
    import PatternKitVisitorMacros

    /// The article's heights: 10, 20 and 30 points, by cell class.
    struct HeightVisitor: CellTypeVisitor {
        func visit(_ type: FirstCell.Type) -> CGFloat { 10 }
        func visit(_ type: SecondCell.Type) -> CGFloat { 20 }
        func visit(_ type: ThirdCell.Type) -> CGFloat { 30 }
    }

    /// The article's background colours: black, white and red, by cell class.
    struct ColorVisitor: CellTypeVisitor {
        func visit(_ type: FirstCell.Type) -> UIColor { .black }
        func visit(_ type: SecondCell.Type) -> UIColor { .white }
        func visit(_ type: ThirdCell.Type) -> UIColor { .red }
    }

    /// The article's `Void` visitor: it sets each cell's background itself.
    struct BackgroundColorSetter: CellVisitor {
        func visit(_ element: FirstCell) { element.backgroundColor = FirstCell.accept(ColorVisitor()) }
        func visit(_ element: SecondCell) { element.backgroundColor = SecondCell.accept(ColorVisitor()) }
        func visit(_ element: ThirdCell) { element.backgroundColor = ThirdCell.accept(ColorVisitor()) }
    }
#endif
