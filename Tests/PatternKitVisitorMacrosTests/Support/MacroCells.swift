import PatternKitVisitorMacros

// Stand-ins for the article's cells, made visitable with the macros instead of by hand.

/// The colours the article's visitors hand out.
enum Paint: Equatable {
    case black, white, red, grey
}

/// Plays `UITableViewCell`.
class StandInCell {
    var backgroundColor: Paint?
}

/// Instance visitors: `@Visits` writes the three requirements and the fallback defaults.
@Visits(FirstCell.self, SecondCell.self, ThirdCell.self)
protocol CellVisitor<Result>: DispatchingVisitor where Element == any VisitableCell {
    associatedtype Result
}

extension CellVisitor {
    func dispatch(_ cell: any VisitableCell) -> Result { cell.accept(self) }
}

/// Type-level visitors: heights and colours known from the class alone.
@Visits(types: FirstCell.self, SecondCell.self, ThirdCell.self)
protocol CellTypeVisitor<Result>: Visitor {
    associatedtype Result
}

/// The element protocol, as in the article.
protocol VisitableCell: StandInCell {
    func accept<V: CellVisitor>(_ visitor: V) -> V.Result
    static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result
}

/// A family macro declared once, with `@Visitable`'s implementation: it also writes the
/// conformance to `VisitableCell`.
@attached(extension, conformances: VisitableCell, names: named(accept))
macro VisitableCell(_ visitors: Any.Type..., types: Any.Type...) =
    #externalMacro(module: "PatternKitVisitorMacrosPlugin", type: "VisitableMacro")

@Visitable(CellVisitor.self, types: CellTypeVisitor.self)
final class FirstCell: StandInCell, VisitableCell {}

@Visitable(CellVisitor.self, types: CellTypeVisitor.self)
final class SecondCell: StandInCell, VisitableCell {}

@VisitableCell(CellVisitor.self, types: CellTypeVisitor.self)
final class ThirdCell: StandInCell {}
