import SwiftSyntax
import SwiftSyntaxMacros
import VisitorMacrosSupport

/// The compiler's entry point for `@Visitable`; the work is done in `VisitorMacrosSupport`.
public enum VisitableMacro: ExtensionMacro {
    /// Forwards to `VisitorMacrosSupport.VisitableMacro`.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try VisitorMacrosSupport.VisitableMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type,
            conformingTo: protocols, in: context
        )
    }
}
