import PatternKitVisitors
import Testing

private protocol Highlighted {}
private protocol Separator {}
private class BaseRow {}
private class MiddleRow: BaseRow {}
private final class LeafRow: MiddleRow {}
private final class HighlightedRow: MiddleRow, Highlighted {}
private struct Badge: Highlighted {}
private enum Divider: Separator { case thin }

/// The runtime visitor: closures per type, superclass walk, protocols, a default, a cache.
@Suite("TypeVisitor")
struct TypeVisitorTests {
    @Test("the article's heights and colours from closures registered per cell class")
    func articleVisitors() {
        let height = TypeVisitor<Double>(default: { _ in 44 })
            .on(FirstCell.self) { _ in 10 }
            .on(SecondCell.self) { _ in 20 }
            .on(ThirdCell.self) { _ in 30 }
        let color = TypeVisitor<CellColor>(default: { _ in .grey })
            .on(FirstCell.self) { _ in .black }
            .on(SecondCell.self) { _ in .white }
            .on(ThirdCell.self) { _ in .red }
        let cells: [Any] = [FirstCell(), SecondCell(), ThirdCell(), ForeignCell()]
        #expect(cells.map(height.visit) == [10, 20, 30, 44])
        #expect(cells.map(color.visit) == [.black, .white, .red, .grey])
    }

    @Test("a Void type visitor sets colours; its default does nothing")
    func voidVisitor() {
        let setter = TypeVisitor<Void>()
            .on(FirstCell.self) { $0.backgroundColor = .black }
            .on(ThirdCell.self) { $0.backgroundColor = .red }
        let cells: [StandInCell] = [FirstCell(), SecondCell(), ThirdCell()]
        cells.forEach { setter($0) }
        #expect(cells.map(\.backgroundColor) == [.black, nil, .red])
    }

    @Test(
        "the nearest registered superclass wins, whatever the registration order",
        arguments: [false, true]
    )
    func superclassWalk(reversed: Bool) {
        let visitor = TypeVisitor<String>(default: { _ in "default" })
        if reversed {
            visitor.on(MiddleRow.self) { _ in "middle" }.on(BaseRow.self) { _ in "base" }
        } else {
            visitor.on(BaseRow.self) { _ in "base" }.on(MiddleRow.self) { _ in "middle" }
        }
        #expect(visitor.visit(BaseRow()) == "base")
        #expect(visitor.visit(MiddleRow()) == "middle")
        #expect(visitor.visit(LeafRow()) == "middle")
        #expect(visitor.visit(ForeignCell()) == "default")
    }

    @Test("an exact class beats its protocol; protocols catch the rest in registration order")
    func protocols() {
        let visitor = TypeVisitor<String>(default: { _ in "default" })
            .on((any Highlighted).self) { _ in "highlighted" }
            .on(HighlightedRow.self) { _ in "row" }
            .on((any Separator).self) { _ in "separator" }
        #expect(visitor.visit(HighlightedRow()) == "row")
        #expect(visitor.visit(Badge()) == "highlighted")
        #expect(visitor.visit(Divider.thin) == "separator")
        #expect(visitor.visit(LeafRow()) == "default")
    }

    @Test("a class ancestor beats a protocol the value also conforms to")
    func classBeforeProtocol() {
        let visitor = TypeVisitor<String>(default: { _ in "default" })
            .on((any Highlighted).self) { _ in "highlighted" }
            .on(BaseRow.self) { _ in "base" }
        #expect(visitor.visit(HighlightedRow()) == "base")
    }

    @Test("values and enum cases of registered value types are visited with their payload")
    func valueTypes() {
        let visitor = TypeVisitor<String>(default: { _ in "?" })
            .on(Int.self) { "int \($0)" }
            .on(String.self) { "text \($0)" }
            .on(Divider.self) { _ in "divider" }
        let values: [Any] = [3, "hi", Divider.thin, 2.5]
        #expect(values.map(visitor.visit) == ["int 3", "text hi", "divider", "?"])
    }

    @Test("the default receives the value itself")
    func defaultSeesValue() {
        let visitor = TypeVisitor<String>(default: { "default(\(type(of: $0)))" })
        #expect(visitor.visit(Badge()) == "default(Badge)")
    }

    @Test("registering after visits takes effect at once: the per-type cache is refreshed")
    func registrationRefreshesCache() {
        let visitor = TypeVisitor<String>(default: { _ in "default" })
        #expect(visitor.visit(LeafRow()) == "default")
        #expect(!visitor.handles(LeafRow()))
        visitor.on(BaseRow.self) { _ in "base" }
        #expect(visitor.visit(LeafRow()) == "base")
        visitor.on(LeafRow.self) { _ in "leaf" }
        #expect(visitor.visit(LeafRow()) == "leaf")
        #expect(visitor.handles(LeafRow()))
    }

    @Test("registering a type again replaces its closure instead of adding a second one")
    func replaceRegistration() {
        let visitor = TypeVisitor<Int>(default: { _ in 0 })
            .on(FirstCell.self) { _ in 1 }
            .on(FirstCell.self) { _ in 2 }
        #expect(visitor.visit(FirstCell()) == 2)
        #expect(visitor.registeredTypeCount == 1)
    }

    @Test("repeated visits of many values keep choosing the same closures")
    func cachedLookupsStayCorrect() {
        let visitor = TypeVisitor<Int>(default: { _ in 0 })
            .on(BaseRow.self) { _ in 1 }
            .on(LeafRow.self) { _ in 3 }
        let values: [Any] = (0..<300).map { index -> Any in
            switch index % 3 {
            case 0: BaseRow()
            case 1: MiddleRow()
            default: LeafRow()
            }
        }
        let results = values.map(visitor.visit)
        #expect(results == (0..<300).map { [1, 1, 3][$0 % 3] })
    }

    @Test("as a FallbackVisitor, its defaultVisit is the default closure")
    func fallbackConformance() {
        let visitor: any FallbackVisitor<String> = TypeVisitor<String>(default: { _ in "fallback" })
            .on(Int.self) { _ in "int" }
        #expect(visitor.defaultVisit(1) == "fallback")
    }
}
