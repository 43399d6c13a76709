import PatternKitVisitors
import Testing

/// Fallback is opt-in: only a `FallbackVisitor` gets the family's default visits.
@Suite("Fallback visitors")
struct FallbackVisitorTests {
    /// Knows only `FirstCell`; every other cell, and every non-cell, gets 44.
    struct FirstOnlyHeight: CellVisitor, FallbackVisitor {
        func visit(_ cell: FirstCell) -> Double { 10 }
        func defaultVisit(_ element: Any) -> Double { 44 }
    }

    /// Records which elements reached the fallback.
    final class FallbackLog: CellVisitor, FallbackVisitor {
        var seen: [String] = []
        func visit(_ cell: SecondCell) -> String { "second" }
        func defaultVisit(_ element: Any) -> String {
            let name = String(describing: type(of: element))
            seen.append(name)
            return "default(\(name))"
        }
    }

    @Test("a visit the visitor writes wins; the others fall back")
    func ownVisitWins() {
        let cells: [any VisitableCell] = [FirstCell(), SecondCell(), ThirdCell()]
        #expect(cells.map { $0.accept(FirstOnlyHeight()) } == [10, 44, 44])
    }

    @Test("the fallback receives the element itself")
    func fallbackSeesElement() {
        let log = FallbackLog()
        let cells: [any VisitableCell] = [FirstCell(), SecondCell(), ThirdCell()]
        #expect(cells.map { $0.accept(log) } == ["default(FirstCell)", "second", "default(ThirdCell)"])
        #expect(log.seen == ["FirstCell", "ThirdCell"])
    }

    @Test("visitAny on a value outside the family ends in the fallback instead of nil")
    func visitAnyFallsBack() {
        let values: [Any] = [FirstCell(), ForeignCell(), "text", 7, ThirdCell()]
        #expect(values.map { FirstOnlyHeight().visitAny($0) } == [10, 44, 44, 44, 44])
    }
}
