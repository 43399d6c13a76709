import SwiftSyntax
import SwiftSyntaxMacros
import VisitorMacrosSupport

/// The compiler's entry point for `@Visits`; the work is done in `VisitorMacrosSupport`.
public enum VisitsMacro: MemberMacro, ExtensionMacro {
    /// Forwards the member role to `VisitorMacrosSupport.VisitsMacro`.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try VisitorMacrosSupport.VisitsMacro.expansion(
            of: node, providingMembersOf: declaration, conformingTo: protocols, in: context
        )
    }

    /// Forwards the extension role to `VisitorMacrosSupport.VisitsMacro`.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try VisitorMacrosSupport.VisitsMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type,
            conformingTo: protocols, in: context
        )
    }
}
