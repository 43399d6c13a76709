import PatternKitVisitors
import Testing

/// The article's visitors through hand-written static double dispatch.
@Suite("Static double dispatch")
struct StaticDispatchTests {
    static let articleRows: [(type: any VisitableCell.Type, height: Double, color: CellColor)] = [
        (FirstCell.self, 10, .black),
        (SecondCell.self, 20, .white),
        (ThirdCell.self, 30, .red),
    ]

    @Test("heights and colours come from the cell class, before any cell exists", arguments: 0..<3)
    func typeLevel(row: Int) {
        let expected = Self.articleRows[row]
        #expect(expected.type.accept(HeightVisitor()) == expected.height)
        #expect(expected.type.accept(ColorVisitor()) == expected.color)
    }

    @Test("a table's rows get their heights from a registry of cell types, in order")
    func rowRegistry() {
        let rows: [any VisitableCell.Type] = [ThirdCell.self, FirstCell.self, FirstCell.self, SecondCell.self]
        #expect(rows.map { $0.accept(HeightVisitor()) } == [30, 10, 10, 20])
        #expect(rows.map { $0.accept(ColorVisitor()) } == [.red, .black, .black, .white])
    }

    @Test("an existing cell reaches the type-level visitors through its dynamic type")
    func instanceToType() {
        let cells: [any VisitableCell] = [SecondCell(), ThirdCell(), FirstCell()]
        #expect(cells.map { type(of: $0).accept(HeightVisitor()) } == [20, 30, 10])
    }

    @Test("a visitor passed as `any CellTypeVisitor<Double>` dispatches like the concrete one")
    func existentialVisitor() {
        let visitors: [any CellTypeVisitor<Double>] = [HeightVisitor(), DoubledHeight()]
        let heights = visitors.map { visitor in
            Self.articleRows.map { $0.type.accept(visitor) }
        }
        #expect(heights == [[10, 20, 30], [20, 40, 60]])
    }

    @Test("the Void visitor sets each cell's background itself")
    func voidVisitor() {
        let cells: [any VisitableCell] = [FirstCell(), SecondCell(), ThirdCell(), FirstCell()]
        #expect(cells.allSatisfy { $0.backgroundColor == nil })
        for cell in cells {
            cell.accept(BackgroundColorSetter())
        }
        #expect(cells.map(\.backgroundColor) == [.black, .white, .red, .black])
    }
}

/// A second type-level visitor with the same result type, to mix in one array.
private struct DoubledHeight: CellTypeVisitor {
    func visit(_ type: FirstCell.Type) -> Double { 20 }
    func visit(_ type: SecondCell.Type) -> Double { 40 }
    func visit(_ type: ThirdCell.Type) -> Double { 60 }
}
