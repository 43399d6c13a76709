import PatternKitVisitors
import Testing

/// Void visitors: walkers act on the elements they know and skip the rest.
@Suite("Walkers")
struct WalkerTests {
    /// Paints only the first and second cells; third cells keep their colour.
    struct PartialPainter: CellVisitor, Walker {
        func visit(_ cell: FirstCell) { cell.backgroundColor = .black }
        func visit(_ cell: SecondCell) { cell.backgroundColor = .white }
    }

    /// A walker that counts what it saw, overriding the no-op fallback.
    final class Census: CellVisitor, Walker {
        var firsts = 0
        var others: [String] = []
        func visit(_ cell: FirstCell) { firsts += 1 }
        func defaultVisit(_ element: Any) { others.append(String(describing: type(of: element))) }
    }

    @Test("walk visits every element in order and leaves unknown ones untouched")
    func walkElements() {
        let third = ThirdCell()
        third.backgroundColor = .grey
        let cells: [any VisitableCell] = [FirstCell(), third, SecondCell()]
        PartialPainter().walk(cells)
        #expect(cells.map(\.backgroundColor) == [.black, .grey, .white])
    }

    @Test("walking values of unknown type skips the ones outside the family")
    func walkAnyValues() {
        let first = FirstCell()
        let foreign = ForeignCell()
        let values: [Any] = [foreign, "text", first]
        PartialPainter().walk(values)
        #expect(first.backgroundColor == .black)
        #expect(foreign.backgroundColor == nil)
    }

    @Test("a walker's own fallback sees the elements and values it has no visit for")
    func walkerFallback() {
        let census = Census()
        census.walk([FirstCell(), ThirdCell(), FirstCell(), SecondCell()] as [any VisitableCell])
        census.walk([ForeignCell(), 3] as [Any])
        #expect(census.firsts == 2)
        #expect(census.others == ["ThirdCell", "SecondCell", "ForeignCell", "Int"])
    }

    @Test("the article's Void visitor, which must handle every cell, works through visitAny too")
    func exhaustiveVoidVisitor() {
        let cells: [Any] = [ThirdCell(), SecondCell(), FirstCell()]
        for cell in cells {
            #expect(BackgroundColorSetter().visitAny(cell) != nil)
        }
        #expect(cells.compactMap { ($0 as? StandInCell)?.backgroundColor } == [.red, .white, .black])
    }
}
