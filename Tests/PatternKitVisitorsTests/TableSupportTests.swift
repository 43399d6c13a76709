import PatternKitVisitors
import Testing

/// The UI-free pieces table and collection helpers stand on.
@Suite("Table support")
struct TableSupportTests {
    static let rows = SectionedRows<any VisitableCell.Type>([
        [FirstCell.self, SecondCell.self],
        [],
        [ThirdCell.self],
    ])

    @Test("counts per section, with 0 for sections that do not exist")
    func counts() {
        #expect(Self.rows.numberOfSections == 3)
        #expect((-1...3).map(Self.rows.numberOfRows(inSection:)) == [0, 2, 0, 1, 0])
    }

    @Test(
        "positions off the end give nil instead of trapping",
        arguments: [(-1, 0), (0, -1), (0, 2), (1, 0), (3, 0), (Int.max, Int.max)]
    )
    func outOfRange(section: Int, row: Int) {
        #expect(Self.rows[section: section, row: row] == nil)
    }

    @Test("every row's height is known from the registry before any cell exists")
    func heightsFromRegistry() {
        let heights = (0..<Self.rows.numberOfSections).map { section in
            (0..<Self.rows.numberOfRows(inSection: section)).compactMap { row in
                Self.rows[section: section, row: row]?.accept(HeightVisitor())
            }
        }
        #expect(heights == [[10, 20], [], [30]])
        #expect(Self.rows.allRows.map { $0.accept(ColorVisitor()) } == [.black, .white, .red])
    }

    @Test("a single-section table and value semantics")
    func singleSection() {
        var rows = SectionedRows(rows: ["a", "b"])
        let copy = rows
        rows.sections[0].append("c")
        #expect(rows == SectionedRows([["a", "b", "c"]]))
        #expect(copy.numberOfRows(inSection: 0) == 2)
    }

    @Test("reuse identifiers name the type and are claimed once")
    func reuseIdentifiers() {
        var identifiers = ReuseIdentifiers()
        #expect(!identifiers.contains(FirstCell.self))
        let first = identifiers.claim(FirstCell.self)
        let again = identifiers.claim(FirstCell.self)
        let second = identifiers.claim(SecondCell.self)
        #expect(first.identifier == "PatternKitVisitorsTests.FirstCell")
        #expect(first.isNew && !again.isNew && second.isNew)
        #expect(first.identifier != second.identifier)
        #expect(identifiers.contains(FirstCell.self))
        identifiers.removeAll()
        #expect(identifiers.claim(FirstCell.self).isNew)
    }
}
