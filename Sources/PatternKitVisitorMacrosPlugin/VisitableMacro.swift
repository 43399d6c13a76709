import PatternKitVisitorMacrosSupport
public import SwiftSyntax
public import SwiftSyntaxMacros

/// The compiler's entry point for `@Visitable`; the work is done in `PatternKitVisitorMacrosSupport`.
public enum VisitableMacro: ExtensionMacro {
    /// Forwards to `PatternKitVisitorMacrosSupport.VisitableMacro`.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try PatternKitVisitorMacrosSupport.VisitableMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type,
            conformingTo: protocols, in: context
        )
    }
}
