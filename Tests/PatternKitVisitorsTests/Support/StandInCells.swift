import PatternKitVisitors

// Stand-ins for the article's UITableViewCell subclasses, so the visitors run on Linux.

/// The colours the article's visitors hand out.
enum CellColor: Equatable, CustomStringConvertible {
    case black, white, red, grey

    var description: String {
        switch self {
        case .black: "black"
        case .white: "white"
        case .red: "red"
        case .grey: "grey"
        }
    }
}

/// Plays `UITableViewCell`: a base class with a settable background colour.
class StandInCell {
    var backgroundColor: CellColor?
}

/// The family's element protocol, as in the article: instance and type-level `accept`.
protocol VisitableCell: StandInCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result
    static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result
}

/// Instance visitors over the three cells, written by hand (static double dispatch).
protocol CellVisitor<Result>: DispatchingVisitor where Element == any VisitableCell {
    associatedtype Result
    func visit(_ cell: FirstCell) -> Result
    func visit(_ cell: SecondCell) -> Result
    func visit(_ cell: ThirdCell) -> Result
}

extension CellVisitor {
    func dispatch(_ cell: any VisitableCell) -> Result { cell.accept(self) }
}

/// The family's opt-in fallback: only visitors that are `FallbackVisitor`s get these.
extension CellVisitor where Self: FallbackVisitor {
    func visit(_ cell: FirstCell) -> Result { defaultVisit(cell) }
    func visit(_ cell: SecondCell) -> Result { defaultVisit(cell) }
    func visit(_ cell: ThirdCell) -> Result { defaultVisit(cell) }
}

/// Type-level visitors: heights and colours are known from the cell class alone.
protocol CellTypeVisitor<Result>: DispatchingVisitor where Element == any VisitableCell.Type {
    associatedtype Result
    func visit(_ type: FirstCell.Type) -> Result
    func visit(_ type: SecondCell.Type) -> Result
    func visit(_ type: ThirdCell.Type) -> Result
}

extension CellTypeVisitor {
    func dispatch(_ type: any VisitableCell.Type) -> Result { type.accept(self) }
}

final class FirstCell: StandInCell, VisitableCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

final class SecondCell: StandInCell, VisitableCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

final class ThirdCell: StandInCell, VisitableCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
    static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// A cell outside the family: visitors can only meet it through `visitAny`.
final class ForeignCell: StandInCell {}
