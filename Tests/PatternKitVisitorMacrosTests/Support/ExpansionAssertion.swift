import PatternKitVisitorMacrosSupport
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The macros under test, by attribute name; `VisitableCell` is a family macro an app
/// declares with `@Visitable`'s implementation and its own element protocol.
let visitorMacroSpecs: [String: MacroSpec] = [
    "Visitable": MacroSpec(type: VisitableMacro.self),
    "VisitableCell": MacroSpec(type: VisitableMacro.self, conformances: ["VisitableCell"]),
    "Visits": MacroSpec(type: VisitsMacro.self),
]

/// Expands `source` with the visitor macros and records a Swift Testing issue for every
/// difference from `expanded`, the expected diagnostics and, after applying all Fix-Its,
/// `fixed`.
func assertExpansion(
    _ source: String,
    expandedSource expanded: String,
    diagnostics: [DiagnosticSpec] = [],
    fixedSource fixed: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source,
        expandedSource: expanded,
        diagnostics: diagnostics,
        macroSpecs: visitorMacroSpecs,
        fixedSource: fixed,
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    )
}

/// A misapplied attribute: the source, what remains after expansion, and the one error the
/// macro must report (message, line, column).
struct Misapplication: Sendable {
    let source: String
    let expanded: String
    let message: String
    let line: Int
    let column: Int

    /// Expands the source and checks that only the expected error comes out.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        assertExpansion(
            source,
            expandedSource: expanded,
            diagnostics: [DiagnosticSpec(message: message, line: line, column: column)],
            sourceLocation: sourceLocation
        )
    }
}

extension Misapplication: CustomTestStringConvertible {
    var testDescription: String { source.split(separator: "\n").joined(separator: " ") }
}
