import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Visitable(CellVisitor.self, types: CellTypeVisitor.self)`: writes the element's `accept`
/// for each named visitor protocol — an instance `accept` for the unlabelled ones and a
/// `static accept` (visiting the element's type) for those after `types:` — plus any
/// conformance the attribute's macro declaration lists.
///
/// ```swift
/// @Visitable(CellVisitor.self, types: CellTypeVisitor.self)
/// final class FirstCell: UITableViewCell, VisitableCell {}
///
/// // expands to
/// extension FirstCell {
///     func accept<V: CellVisitor>(_ visitor: V) -> V.Result {
///         visitor.visit(self)
///     }
///     static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result {
///         visitor.visit(self)
///     }
/// }
/// ```
public enum VisitableMacro: ExtensionMacro {
    static let labels: Set<String> = ["", "types"]

    /// Writes the extension holding `accept` (and the type-level `accept` after `types:`),
    /// or diagnoses a misapplied attribute and writes nothing.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let element = ElementDeclaration(declaration, attribute: node, in: context) else {
            return []
        }
        let arguments = MacroArguments(node, labels: labels)
        guard validate(arguments, attribute: node, in: context) else { return [] }

        let access = AccessLevel.prefix(for: declaration.modifiers)
        let generic = element.unusedGenericName()
        var members: [String] = []
        for visitor in arguments[""] {
            members.append(
                """
                \(access)func accept<\(generic): \(visitor.trimmedDescription)>(_ visitor: \(generic)) -> \(generic).Result {
                    visitor.visit(self)
                }
                """)
        }
        for visitor in arguments["types"] {
            members.append(
                """
                \(access)static func accept<\(generic): \(visitor.trimmedDescription)>(_ visitor: \(generic)) -> \(generic).Result {
                    visitor.visit(self)
                }
                """)
        }
        let conformances = protocols.map(\.trimmedDescription).joined(separator: ", ")
        let header =
            conformances.isEmpty
            ? "extension \(type.trimmedDescription)"
            : "extension \(type.trimmedDescription): \(conformances)"
        let source = "\(header) {\n\(members.joined(separator: "\n\n"))\n}"
        let decl = DeclSyntax(stringLiteral: source)
        guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    /// Reports arguments that are not visitor protocols; `false` stops the expansion.
    private static func validate(
        _ arguments: MacroArguments,
        attribute: AttributeSyntax,
        in context: some MacroExpansionContext
    ) -> Bool {
        for expression in arguments.invalid {
            context.diagnose(
                Diagnostic(node: expression, message: VisitorMacroDiagnostic.notATypeReference(macro: "Visitable")))
        }
        for label in arguments.unknownLabels {
            context.diagnose(
                Diagnostic(
                    node: label,
                    message: VisitorMacroDiagnostic.unknownLabel(
                        macro: "Visitable", label: label.text,
                        expected: "visitor protocols, then 'types:' and type-level visitor protocols"
                    )
                ))
        }
        if arguments.isEmpty && arguments.invalid.isEmpty {
            context.diagnose(Diagnostic(node: attribute, message: VisitorMacroDiagnostic.visitableWithoutVisitor))
        }
        return arguments.invalid.isEmpty && arguments.unknownLabels.isEmpty && !arguments.isEmpty
    }
}
