import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

extension VisitsMacro {
    /// A visitor protocol with `@Visits`: its result type and the `visit` requirements the
    /// attribute asks for.
    struct Family {
        /// One `visit` requirement: its parameter clause and the argument that forwards it.
        struct Requirement {
            let parameter: String
            let argument: String
        }

        /// The name of the associated type the visits return.
        let result: String
        /// Whether the protocol declares that associated type itself.
        let declaresResult: Bool
        /// Instance visits first, then type-level visits, in the attribute's order.
        let requirements: [Requirement]

        init?(
            _ attribute: AttributeSyntax,
            _ declaration: some DeclGroupSyntax,
            in context: some MacroExpansionContext,
            diagnosing: Bool
        ) {
            func report(_ node: some SyntaxProtocol, _ message: VisitorMacroDiagnostic) {
                if diagnosing {
                    context.diagnose(Diagnostic(node: node, message: message))
                }
            }
            guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
                report(attribute, .visitsOnNonProtocol)
                return nil
            }
            let arguments = MacroArguments(attribute, labels: VisitsMacro.labels)
            for expression in arguments.invalid {
                report(expression, .notATypeReference(macro: "Visits"))
            }
            for label in arguments.unknownLabels {
                report(
                    label,
                    .unknownLabel(
                        macro: "Visits", label: label.text,
                        expected: "element types, then 'types:' and element types visited by type"
                    ))
            }
            if arguments.isEmpty && arguments.invalid.isEmpty {
                report(attribute, .visitsWithoutTypes)
            }
            guard arguments.invalid.isEmpty, arguments.unknownLabels.isEmpty, !arguments.isEmpty else { return nil }

            var seen: [String: Set<String>] = [:]
            var duplicate = false
            for (label, listed) in arguments.listed {
                for item in listed where !seen[label, default: []].insert(item.type.trimmedDescription).inserted {
                    report(item.expression, .visitsDuplicateType(name: item.type.trimmedDescription))
                    duplicate = true
                }
            }
            guard !duplicate else { return nil }

            let associated = protocolDecl.memberBlock.members.compactMap {
                $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text
            }
            if associated.contains("Result") || associated.isEmpty {
                result = "Result"
            } else if associated.count == 1, let only = associated.first {
                result = only
            } else {
                report(attribute, .visitsAmbiguousResult(candidates: associated))
                return nil
            }
            declaresResult = !associated.isEmpty
            requirements =
                arguments[""].map {
                    Requirement(parameter: "_ element: \($0.trimmedDescription)", argument: "element")
                }
                + arguments["types"].map {
                    Requirement(parameter: "_ type: \($0.trimmedDescription).Type", argument: "type")
                }
        }
    }
}
