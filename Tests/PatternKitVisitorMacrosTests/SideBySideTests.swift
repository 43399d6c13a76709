import PatternKitVisitorMacros
import Testing

/// The three visitor styles on the same rows give the same answers: hand-written static
/// double dispatch, macro-generated double dispatch, and the run-time `TypeVisitor`.
@Suite("Visitor styles side by side")
struct SideBySideTests {
    static let rows: [any VisitableCell.Type] = [SecondCell.self, FirstCell.self, ThirdCell.self, FirstCell.self]

    /// Built per use: a `TypeVisitor` is not `Sendable`, so it cannot be a shared constant.
    static var typeHeights: TypeVisitor<Double> {
        TypeVisitor<Double>(default: { _ in 44 })
            .on(FirstCell.self) { _ in 10 }
            .on(SecondCell.self) { _ in 20 }
            .on(ThirdCell.self) { _ in 30 }
    }

    @Test("row heights")
    func heights() {
        let expected: [Double] = [20, 10, 30, 10]
        let handWritten = Self.rows.map { HandWritten.height(of: $0) }
        let macroGenerated = Self.rows.map { $0.accept(HeightVisitor()) }
        let cells: [any VisitableCell] = Self.rows.map { HandWritten.make($0) }
        let typeHeights = Self.typeHeights
        let runtime = cells.map { typeHeights.visit($0) }
        #expect(handWritten == expected)
        #expect(macroGenerated == expected)
        #expect(runtime == expected)
    }

    @Test("row colours")
    func colors() {
        let expected: [Paint] = [.white, .black, .red, .black]
        let handWritten = Self.rows.map { HandWritten.color(of: $0) }
        let macroGenerated = Self.rows.map { $0.accept(ColorVisitor()) }
        let runtime = TypeVisitor<Paint>(default: { _ in .grey })
            .on(FirstCell.self) { _ in .black }
            .on(SecondCell.self) { _ in .white }
            .on(ThirdCell.self) { _ in .red }
        #expect(handWritten == expected)
        #expect(macroGenerated == expected)
        #expect(Self.rows.map { runtime.visit(HandWritten.make($0)) } == expected)
    }

    @Test("the Void setter")
    func setter() {
        let expected: [Paint?] = [.white, .black, .red, .black]
        let handWritten: [any VisitableCell] = Self.rows.map { HandWritten.make($0) }
        handWritten.forEach { HandWritten.paint($0) }
        let macroGenerated: [any VisitableCell] = Self.rows.map { HandWritten.make($0) }
        macroGenerated.forEach { $0.accept(BackgroundColorSetter()) }
        let runtimeCells: [any VisitableCell] = Self.rows.map { HandWritten.make($0) }
        let runtime = TypeVisitor<Void>()
            .on(FirstCell.self) { $0.backgroundColor = .black }
            .on(SecondCell.self) { $0.backgroundColor = .white }
            .on(ThirdCell.self) { $0.backgroundColor = .red }
        runtimeCells.forEach { runtime.visit($0) }
        #expect(handWritten.map(\.backgroundColor) == expected)
        #expect(macroGenerated.map(\.backgroundColor) == expected)
        #expect(runtimeCells.map(\.backgroundColor) == expected)
    }
}
