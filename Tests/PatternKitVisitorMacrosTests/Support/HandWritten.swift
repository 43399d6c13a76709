import PatternKitVisitorMacros

/// The same cells visited through a family whose `accept` methods are written by hand,
/// beside the macro-generated ones, to compare the styles on the same objects.
protocol HandWrittenVisitor<Result>: Visitor {
    associatedtype Result
    func visit(_ type: FirstCell.Type) -> Result
    func visit(_ type: SecondCell.Type) -> Result
    func visit(_ type: ThirdCell.Type) -> Result
    func visit(_ cell: FirstCell) -> Result
    func visit(_ cell: SecondCell) -> Result
    func visit(_ cell: ThirdCell) -> Result
}

/// Hand-written double dispatch for the three cells.
protocol HandWrittenVisitable {
    static func acceptHandWritten<V: HandWrittenVisitor>(_ visitor: V) -> V.Result
    func acceptHandWritten<V: HandWrittenVisitor>(_ visitor: V) -> V.Result
}

extension FirstCell: HandWrittenVisitable {
    static func acceptHandWritten<V: HandWrittenVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    func acceptHandWritten<V: HandWrittenVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

extension SecondCell: HandWrittenVisitable {
    static func acceptHandWritten<V: HandWrittenVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    func acceptHandWritten<V: HandWrittenVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

extension ThirdCell: HandWrittenVisitable {
    static func acceptHandWritten<V: HandWrittenVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    func acceptHandWritten<V: HandWrittenVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// The article's three visitors folded into one hand-written family, with helpers.
enum HandWritten {
    struct Height: HandWrittenVisitor {
        func visit(_ type: FirstCell.Type) -> Double { 10 }
        func visit(_ type: SecondCell.Type) -> Double { 20 }
        func visit(_ type: ThirdCell.Type) -> Double { 30 }
        func visit(_ cell: FirstCell) -> Double { visit(FirstCell.self) }
        func visit(_ cell: SecondCell) -> Double { visit(SecondCell.self) }
        func visit(_ cell: ThirdCell) -> Double { visit(ThirdCell.self) }
    }

    struct Color: HandWrittenVisitor {
        func visit(_ type: FirstCell.Type) -> Paint { .black }
        func visit(_ type: SecondCell.Type) -> Paint { .white }
        func visit(_ type: ThirdCell.Type) -> Paint { .red }
        func visit(_ cell: FirstCell) -> Paint { visit(FirstCell.self) }
        func visit(_ cell: SecondCell) -> Paint { visit(SecondCell.self) }
        func visit(_ cell: ThirdCell) -> Paint { visit(ThirdCell.self) }
    }

    struct Setter: HandWrittenVisitor {
        func visit(_ type: FirstCell.Type) {}
        func visit(_ type: SecondCell.Type) {}
        func visit(_ type: ThirdCell.Type) {}
        func visit(_ cell: FirstCell) { cell.backgroundColor = Color().visit(cell) }
        func visit(_ cell: SecondCell) { cell.backgroundColor = Color().visit(cell) }
        func visit(_ cell: ThirdCell) { cell.backgroundColor = Color().visit(cell) }
    }

    static func height(of type: any VisitableCell.Type) -> Double? {
        (type as? any HandWrittenVisitable.Type)?.acceptHandWritten(Height())
    }

    static func color(of type: any VisitableCell.Type) -> Paint? {
        (type as? any HandWrittenVisitable.Type)?.acceptHandWritten(Color())
    }

    static func paint(_ cell: any VisitableCell) {
        (cell as? any HandWrittenVisitable)?.acceptHandWritten(Setter())
    }

    /// A fresh cell of the given class.
    static func make(_ type: any VisitableCell.Type) -> any VisitableCell {
        switch type {
        case is FirstCell.Type: FirstCell()
        case is SecondCell.Type: SecondCell()
        default: ThirdCell()
        }
    }
}
