import Testing

/// Adding an element type to a family must break every visitor that has no fallback — at
/// compile time — and leave fallback visitors compiling. Checked by type-checking snippets
/// with the real compiler against this package's built modules.
@Suite("New element types break non-defaulting visitors at compile time")
struct ExhaustivenessTests {
    /// A family over `Circle` and `Square` (and `Star` when `withStar`), written by hand or
    /// with `@Visits`; `Area` visits every type itself, `Label` relies on the fallback.
    static func snippet(macro: Bool, withStar: Bool) -> String {
        let types = withStar ? ["Circle", "Square", "Star"] : ["Circle", "Square"]
        let family: String
        if macro {
            family = """
                @Visits(\(types.map { "\($0).self" }.joined(separator: ", ")))
                protocol ShapeVisitor<Result>: Visitor {
                    associatedtype Result
                }
                """
        } else {
            family = """
                protocol ShapeVisitor<Result>: Visitor {
                    associatedtype Result
                \(types.map { "    func visit(_ shape: \($0)) -> Result" }.joined(separator: "\n"))
                }

                extension ShapeVisitor where Self: FallbackVisitor {
                \(types.map { "    func visit(_ shape: \($0)) -> Result { defaultVisit(shape) }" }.joined(separator: "\n"))
                }
                """
        }
        return """
            import PatternKitVisitorMacros

            \(types.map { "@Visitable(ShapeVisitor.self) final class \($0) {}" }.joined(separator: "\n"))

            \(family)

            struct Area: ShapeVisitor {
                func visit(_ shape: Circle) -> Double { 3.14 }
                func visit(_ shape: Square) -> Double { 1 }
            }

            struct Label: ShapeVisitor, FallbackVisitor {
                func visit(_ shape: Circle) -> String { "circle" }
                func defaultVisit(_ element: Any) -> String { "shape" }
            }

            let area: Double = Circle().accept(Area()) + Square().accept(Area())
            let label: String = Square().accept(Label())
            """
    }

    @Test("the family as it stands compiles, hand-written or with @Visits", arguments: [false, true])
    func baseline(macro: Bool) throws {
        let outcome = try Typechecker().check(Self.snippet(macro: macro, withStar: false))
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("adding Star breaks Area, not Label, hand-written or with @Visits", arguments: [false, true])
    func newElementType(macro: Bool) throws {
        let outcome = try Typechecker().check(Self.snippet(macro: macro, withStar: true))
        #expect(!outcome.succeeded)
        #expect(
            outcome.output.contains("error: type 'Area' does not conform to protocol 'ShapeVisitor'"),
            "\(outcome.output)")
        #expect(!outcome.output.contains("'Label'"), "\(outcome.output)")
    }
}
