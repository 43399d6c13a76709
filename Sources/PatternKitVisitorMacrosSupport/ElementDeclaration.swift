import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The declaration `@Visitable` is attached to, once it is known to be a type that can
/// accept visitors: a final class, a struct or an enum.
struct ElementDeclaration {
    /// The type's own generic parameter names, which the generated generic must not shadow.
    let genericParameters: Set<String>

    /// Checks `declaration` and diagnoses what makes it unable to accept visitors; `nil`
    /// when it cannot.
    init?(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax, in context: some MacroExpansionContext) {
        if let classDecl = declaration.as(ClassDeclSyntax.self) {
            guard Self.checkFinal(classDecl, attribute: attribute, in: context) else { return nil }
            genericParameters = Self.names(classDecl.genericParameterClause)
        } else if let structDecl = declaration.as(StructDeclSyntax.self) {
            genericParameters = Self.names(structDecl.genericParameterClause)
        } else if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            genericParameters = Self.names(enumDecl.genericParameterClause)
        } else if let protocolDecl = declaration.as(ProtocolDeclSyntax.self) {
            context.diagnose(
                Diagnostic(
                    node: attribute,
                    message: VisitorMacroDiagnostic.visitableOnProtocol(name: protocolDecl.name.text)
                ))
            return nil
        } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
            context.diagnose(
                Diagnostic(
                    node: attribute,
                    message: VisitorMacroDiagnostic.visitableOnActor(name: actorDecl.name.text)
                ))
            return nil
        } else {
            context.diagnose(Diagnostic(node: attribute, message: VisitorMacroDiagnostic.visitableOnUnsupported))
            return nil
        }
    }

    /// A name for the generated visitor generic parameter that the type does not use itself.
    func unusedGenericName() -> String {
        ["V", "Visitor_", "VisitorType_"].first { !genericParameters.contains($0) } ?? "V_"
    }

    /// A class must be final, or its subclasses would inherit an `accept` that visits them as
    /// the superclass. Offers to add `final` unless the class is `open`.
    private static func checkFinal(
        _ classDecl: ClassDeclSyntax,
        attribute: AttributeSyntax,
        in context: some MacroExpansionContext
    ) -> Bool {
        let kinds = classDecl.modifiers.map(\.name.tokenKind)
        if kinds.contains(.keyword(.final)) {
            return true
        }
        let name = classDecl.name.text
        if kinds.contains(.keyword(.open)) {
            context.diagnose(
                Diagnostic(node: attribute, message: VisitorMacroDiagnostic.visitableOnOpenClass(name: name)))
            return false
        }
        context.diagnose(
            Diagnostic(
                node: classDecl.classKeyword,
                message: VisitorMacroDiagnostic.visitableOnNonFinalClass(name: name),
                fixIt: FixIt(
                    message: VisitorMacroFixIt.addFinal,
                    changes: [.replace(oldNode: Syntax(classDecl), newNode: Syntax(addingFinal(to: classDecl)))]
                )
            ))
        return false
    }

    /// `class X` → `final class X`, `public class X` → `public final class X`, keeping the
    /// layout (the class keyword's leading newline and indentation move to `final`).
    private static func addingFinal(to classDecl: ClassDeclSyntax) -> ClassDeclSyntax {
        var fixed = classDecl
        if classDecl.modifiers.isEmpty {
            fixed.modifiers = [
                DeclModifierSyntax(
                    leadingTrivia: classDecl.classKeyword.leadingTrivia,
                    name: .keyword(.final, trailingTrivia: .space)
                )
            ]
            fixed.classKeyword = classDecl.classKeyword.with(\.leadingTrivia, [])
        } else {
            fixed.modifiers.append(DeclModifierSyntax(name: .keyword(.final, trailingTrivia: .space)))
        }
        return fixed
    }

    private static func names(_ clause: GenericParameterClauseSyntax?) -> Set<String> {
        Set(clause?.parameters.map(\.name.text) ?? [])
    }
}
