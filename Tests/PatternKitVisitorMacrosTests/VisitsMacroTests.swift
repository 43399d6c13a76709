import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Visits` writes into a visitor protocol, and what it refuses.
@Suite("@Visits expansion")
struct VisitsMacroTests {
    @Test("one requirement per element type, and fallback defaults for FallbackVisitors only")
    func instanceVisits() {
        assertExpansion(
            """
            @Visits(FirstCell.self, SecondCell.self)
            protocol CellVisitor<Result>: Visitor {
                associatedtype Result
            }
            """,
            expandedSource: """
                protocol CellVisitor<Result>: Visitor {
                    associatedtype Result

                    func visit(_ element: FirstCell) -> Result

                    func visit(_ element: SecondCell) -> Result
                }

                extension CellVisitor where Self: PatternKitVisitors.FallbackVisitor {
                    func visit(_ element: FirstCell) -> Result {
                        defaultVisit(element)
                    }

                    func visit(_ element: SecondCell) -> Result {
                        defaultVisit(element)
                    }
                }
                """
        )
    }

    @Test("types: element types are visited through their metatype")
    func typeLevelVisits() {
        assertExpansion(
            """
            @Visits(Row.self, types: FirstCell.self)
            public protocol RowVisitor<Result>: Visitor {
                associatedtype Result
            }
            """,
            expandedSource: """
                public protocol RowVisitor<Result>: Visitor {
                    associatedtype Result

                    func visit(_ element: Row) -> Result

                    func visit(_ type: FirstCell.Type) -> Result
                }

                extension RowVisitor where Self: PatternKitVisitors.FallbackVisitor {
                    public func visit(_ element: Row) -> Result {
                        defaultVisit(element)
                    }

                    public func visit(_ type: FirstCell.Type) -> Result {
                        defaultVisit(type)
                    }
                }
                """
        )
    }

    @Test("the article's associatedtype T is used as the result")
    func articleResultName() {
        assertExpansion(
            """
            @Visits(FirstCell.self)
            protocol CellVisitor<T>: Visitor where Result == T {
                associatedtype T
            }
            """,
            expandedSource: """
                protocol CellVisitor<T>: Visitor where Result == T {
                    associatedtype T

                    func visit(_ element: FirstCell) -> T
                }

                extension CellVisitor where Self: PatternKitVisitors.FallbackVisitor, Self.Result == Self.T {
                    func visit(_ element: FirstCell) -> T {
                        defaultVisit(element)
                    }
                }
                """
        )
    }

    @Test("without an associated type, Result is declared")
    func declaresResult() {
        assertExpansion(
            """
            @Visits(FirstCell.self)
            protocol CellVisitor: Visitor {}
            """,
            expandedSource: """
                protocol CellVisitor: Visitor {

                    associatedtype Result

                    func visit(_ element: FirstCell) -> Result
                }

                extension CellVisitor where Self: PatternKitVisitors.FallbackVisitor {
                    func visit(_ element: FirstCell) -> Result {
                        defaultVisit(element)
                    }
                }
                """
        )
    }

    static let misapplications: [Misapplication] = [
        Misapplication(
            source: "@Visits(FirstCell.self)\nstruct Heights {}",
            expanded: "struct Heights {}",
            message: "@Visits applies to a visitor protocol: it writes that protocol's 'visit' requirements",
            line: 1,
            column: 1
        ),
        Misapplication(
            source: "@Visits\nprotocol CellVisitor {}",
            expanded: "protocol CellVisitor {}",
            message: "@Visits needs the element types to visit, e.g. @Visits(FirstCell.self, SecondCell.self) "
                + "or @Visits(types: FirstCell.self)",
            line: 1,
            column: 1
        ),
        Misapplication(
            source: "@Visits(FirstCell.self, FirstCell.self)\nprotocol CellVisitor {}",
            expanded: "protocol CellVisitor {}",
            message: "'FirstCell' is listed twice; each element type gets one 'visit'",
            line: 1,
            column: 25
        ),
        Misapplication(
            source: "@Visits(FirstCell.self)\nprotocol CellVisitor {\n    associatedtype T\n    associatedtype U\n}",
            expanded: "protocol CellVisitor {\n    associatedtype T\n    associatedtype U\n}",
            message: "cannot tell which associated type is the visit result among 'T', 'U'; name it 'Result'",
            line: 1,
            column: 1
        ),
        Misapplication(
            source: "@Visits(FirstCell)\nprotocol CellVisitor {}",
            expanded: "protocol CellVisitor {}",
            message: "@Visits expects types written as 'Name.self'",
            line: 1,
            column: 9
        ),
    ]

    @Test("misapplied, it writes nothing and says why", arguments: misapplications)
    func misapplied(_ misapplication: Misapplication) {
        misapplication.check()
    }
}
