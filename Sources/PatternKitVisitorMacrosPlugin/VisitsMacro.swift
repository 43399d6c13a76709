import PatternKitVisitorMacrosSupport
public import SwiftSyntax
public import SwiftSyntaxMacros

/// The compiler's entry point for `@Visits`; the work is done in `PatternKitVisitorMacrosSupport`.
public enum VisitsMacro: MemberMacro, ExtensionMacro {
    /// Forwards the member role to `PatternKitVisitorMacrosSupport.VisitsMacro`.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PatternKitVisitorMacrosSupport.VisitsMacro.expansion(
            of: node, providingMembersOf: declaration, conformingTo: protocols, in: context
        )
    }

    /// Forwards the extension role to `PatternKitVisitorMacrosSupport.VisitsMacro`.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try PatternKitVisitorMacrosSupport.VisitsMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type,
            conformingTo: protocols, in: context
        )
    }
}
