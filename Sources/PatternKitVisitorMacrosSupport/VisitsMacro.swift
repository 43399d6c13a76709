import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Visits(FirstCell.self, SecondCell.self, types: ThirdCell.self)` on a visitor protocol:
/// writes one `visit` requirement per listed type — `visit(_ element: FirstCell)` for the
/// unlabelled ones, `visit(_ type: ThirdCell.Type)` for those after `types:` — and, in an
/// extension, default implementations that forward to `defaultVisit(_:)` for visitors that
/// are `FallbackVisitor`s (and for nobody else).
///
/// ```swift
/// @Visits(FirstCell.self, SecondCell.self)
/// protocol CellVisitor<Result>: Visitor {
///     associatedtype Result
/// }
///
/// // expands to
/// protocol CellVisitor<Result>: Visitor {
///     associatedtype Result
///     func visit(_ element: FirstCell) -> Result
///     func visit(_ element: SecondCell) -> Result
/// }
/// extension CellVisitor where Self: PatternKitVisitors.FallbackVisitor {
///     func visit(_ element: FirstCell) -> Result { defaultVisit(element) }
///     func visit(_ element: SecondCell) -> Result { defaultVisit(element) }
/// }
/// ```
///
/// The result type is the protocol's associated type named `Result`, or its only associated
/// type whatever its name (`T` in older code); with none, `associatedtype Result` is added.
public enum VisitsMacro: MemberMacro, ExtensionMacro {
    static let labels: Set<String> = ["", "types"]

    /// Writes the family's `visit` requirements (and `associatedtype Result` when missing).
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let family = Family(node, declaration, in: context, diagnosing: true) else { return [] }
        var members: [DeclSyntax] = []
        if family.declaresResult == false {
            members.append("associatedtype Result")
        }
        for requirement in family.requirements {
            members.append("func visit(\(raw: requirement.parameter)) -> \(raw: family.result)")
        }
        return members
    }

    /// Writes the default `visit` methods that apply only to `FallbackVisitor`s of the family.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The member role has already reported anything wrong.
        guard let family = Family(node, declaration, in: context, diagnosing: false) else { return [] }
        let access = AccessLevel.prefix(for: declaration.modifiers)
        var constraints = "Self: PatternKitVisitors.FallbackVisitor"
        if family.result != "Result" {
            constraints += ", Self.Result == Self.\(family.result)"
        }
        let defaults = family.requirements.map { requirement in
            "\(access)func visit(\(requirement.parameter)) -> \(family.result) {\n"
                + "    defaultVisit(\(requirement.argument))\n}"
        }
        let source =
            "extension \(type.trimmedDescription) where \(constraints) {\n"
            + defaults.joined(separator: "\n\n") + "\n}"
        guard let extensionDecl = DeclSyntax(stringLiteral: source).as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }
}
