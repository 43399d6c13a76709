import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands `@Visitable` and `@Visits`.
@main
struct PatternKitVisitorMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        VisitableMacro.self,
        VisitsMacro.self,
    ]
}
