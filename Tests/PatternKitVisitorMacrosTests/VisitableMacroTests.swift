import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Visitable` writes, and what it refuses.
@Suite("@Visitable expansion")
struct VisitableMacroTests {
    @Test("a final class gets an instance accept for each visitor protocol")
    func instanceAccept() {
        assertExpansion(
            """
            @Visitable(CellVisitor.self, AccessibilityVisitor.self)
            final class FirstCell: UITableViewCell, VisitableCell {}
            """,
            expandedSource: """
                final class FirstCell: UITableViewCell, VisitableCell {}

                extension FirstCell {
                    func accept<V: CellVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }

                    func accept<V: AccessibilityVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }
                }
                """
        )
    }

    @Test("types: visitor protocols get a static accept that visits the element's type")
    func typeLevelAccept() {
        assertExpansion(
            """
            @Visitable(CellVisitor.self, types: CellTypeVisitor.self)
            final class FirstCell: UITableViewCell {}
            """,
            expandedSource: """
                final class FirstCell: UITableViewCell {}

                extension FirstCell {
                    func accept<V: CellVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }

                    static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }
                }
                """
        )
    }

    @Test("only a type-level visitor, written as (any P).self or Module.P.self")
    func typeLevelOnly() {
        assertExpansion(
            """
            @Visitable(types: (any CellTypeVisitor).self, App.RowTypeVisitor.self)
            enum Divider {}
            """,
            expandedSource: """
                enum Divider {}

                extension Divider {
                    static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }

                    static func accept<V: App.RowTypeVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }
                }
                """
        )
    }

    @Test("public and package types get members of the same access level")
    func accessLevel() {
        assertExpansion(
            """
            @Visitable(ShapeVisitor.self)
            public struct Circle {}
            @Visitable(ShapeVisitor.self)
            package final class Square {}
            """,
            expandedSource: """
                public struct Circle {}
                package final class Square {}

                extension Circle {
                    public func accept<V: ShapeVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }
                }

                extension Square {
                    package func accept<V: ShapeVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }
                }
                """
        )
    }

    @Test("a generic type that uses V keeps it: the visitor parameter takes another name")
    func genericParameterClash() {
        assertExpansion(
            """
            @Visitable(ShapeVisitor.self)
            struct Tagged<V, Visitor_> {}
            """,
            expandedSource: """
                struct Tagged<V, Visitor_> {}

                extension Tagged {
                    func accept<VisitorType_: ShapeVisitor>(_ visitor: VisitorType_) -> VisitorType_.Result {
                        visitor.visit(self)
                    }
                }
                """
        )
    }

    @Test("a family macro declared with this implementation also writes the conformance")
    func familyMacroConformance() {
        assertExpansion(
            """
            @VisitableCell(CellVisitor.self)
            final class ThirdCell: UITableViewCell {}
            """,
            expandedSource: """
                final class ThirdCell: UITableViewCell {}

                extension ThirdCell: VisitableCell {
                    func accept<V: CellVisitor>(_ visitor: V) -> V.Result {
                        visitor.visit(self)
                    }
                }
                """
        )
    }

    @Test("a non-final class is an error, with a Fix-It that adds final")
    func nonFinalClass() {
        let message =
            "@Visitable requires a final class: a subclass of 'FirstCell' would inherit this "
            + "'accept' and be visited as 'FirstCell'"
        assertExpansion(
            """
            @Visitable(CellVisitor.self)
            class FirstCell: UITableViewCell {}
            """,
            expandedSource: """
                class FirstCell: UITableViewCell {}
                """,
            diagnostics: [
                DiagnosticSpec(message: message, line: 2, column: 1, fixIts: [FixItSpec(message: "Add 'final'")])
            ],
            fixedSource: """
                @Visitable(CellVisitor.self)
                final class FirstCell: UITableViewCell {}
                """
        )
        assertExpansion(
            """
            @Visitable(CellVisitor.self)
            public class FirstCell: UITableViewCell {}
            """,
            expandedSource: """
                public class FirstCell: UITableViewCell {}
                """,
            diagnostics: [
                DiagnosticSpec(message: message, line: 2, column: 8, fixIts: [FixItSpec(message: "Add 'final'")])
            ],
            fixedSource: """
                @Visitable(CellVisitor.self)
                public final class FirstCell: UITableViewCell {}
                """
        )
    }

    static let misapplications: [Misapplication] = [
        Misapplication(
            source: "@Visitable(CellVisitor.self)\nprotocol VisitableCell {}",
            expanded: "protocol VisitableCell {}",
            message: "@Visitable cannot be applied to protocol 'VisitableCell': a protocol has no 'visit' of its own "
                + "to dispatch to; put @Visitable on each final class, struct or enum that adopts it",
            line: 1,
            column: 1
        ),
        Misapplication(
            source: "@Visitable(CellVisitor.self)\nopen class BaseCell {}",
            expanded: "open class BaseCell {}",
            message: "@Visitable cannot be applied to open class 'BaseCell': its subclasses would inherit this "
                + "'accept' and be visited as 'BaseCell'; put @Visitable on the final subclasses instead",
            line: 1,
            column: 1
        ),
        Misapplication(
            source: "@Visitable(CellVisitor.self)\nactor Loader {}",
            expanded: "actor Loader {}",
            message: "@Visitable cannot be applied to actor 'Loader': its 'accept' would be isolated to the "
                + "actor, but visitors call 'accept' synchronously",
            line: 1,
            column: 1
        ),
        Misapplication(
            source: "@Visitable\nfinal class FirstCell {}",
            expanded: "final class FirstCell {}",
            message: "@Visitable needs the visitor protocol to accept, e.g. @Visitable(CellVisitor.self), "
                + "or one for element types, e.g. @Visitable(types: CellTypeVisitor.self)",
            line: 1,
            column: 1
        ),
        Misapplication(
            source: "@Visitable(\"CellVisitor\")\nfinal class FirstCell {}",
            expanded: "final class FirstCell {}",
            message: "@Visitable expects types written as 'Name.self'",
            line: 1,
            column: 12
        ),
        Misapplication(
            source: "@Visitable(CellVisitor.self, type: CellTypeVisitor.self)\nfinal class FirstCell {}",
            expanded: "final class FirstCell {}",
            message: "@Visitable has no argument 'type:'; expected visitor protocols, then 'types:' and "
                + "type-level visitor protocols",
            line: 1,
            column: 30
        ),
    ]

    @Test("misapplied, it writes nothing and says why", arguments: misapplications)
    func misapplied(_ misapplication: Misapplication) {
        misapplication.check()
    }
}
