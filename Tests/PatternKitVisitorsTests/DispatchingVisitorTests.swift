import PatternKitVisitors
import Testing

/// `visitAny` reaches the right `visit` from a value of unknown type, without force casts.
@Suite("visitAny")
struct DispatchingVisitorTests {
    /// An instance visitor without fallback, returning the cell's name.
    struct NameVisitor: CellVisitor {
        func visit(_ cell: FirstCell) -> String { "first" }
        func visit(_ cell: SecondCell) -> String { "second" }
        func visit(_ cell: ThirdCell) -> String { "third" }
    }

    @Test("elements hidden behind Any are visited by their dynamic type")
    func elementsBehindAny() {
        let values: [Any] = [ThirdCell(), FirstCell(), SecondCell()]
        #expect(values.map { NameVisitor().visitAny($0) } == ["third", "first", "second"])
    }

    @Test("values that are not elements give nil, and nothing crashes")
    func nonElements() {
        let values: [Any] = [
            ForeignCell(), StandInCell(), "FirstCell", 42, FirstCell.self, Optional<FirstCell>.none as Any,
        ]
        for value in values {
            #expect(NameVisitor().visitAny(value) == nil)
        }
    }

    @Test("an element inside a non-nil Optional is still found")
    func optionalElement() {
        let value: Any = Optional(SecondCell()) as Any
        #expect(NameVisitor().visitAny(value) == "second")
    }

    @Test("type-level visitors take metatypes through visitAny")
    func metatypes() {
        let values: [Any] = [SecondCell.self, ThirdCell.self, ForeignCell.self, FirstCell(), Int.self]
        #expect(values.map { HeightVisitor().visitAny($0) } == [20, 30, nil, nil, nil])
    }

    @Test("visitAny and accept agree for every element")
    func agreesWithAccept() {
        let cells: [any VisitableCell] = [FirstCell(), SecondCell(), ThirdCell()]
        for cell in cells {
            #expect(NameVisitor().visitAny(cell) == cell.accept(NameVisitor()))
        }
    }
}
