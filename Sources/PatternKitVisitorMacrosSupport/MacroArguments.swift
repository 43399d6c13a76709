import SwiftSyntax
import SwiftSyntaxBuilder

/// The types named in a macro attribute as `Name.self`, grouped by argument label.
///
/// `@Visitable(CellVisitor.self, types: CellTypeVisitor.self, OtherVisitor.self)` gives
/// `["": ["CellVisitor"], "types": ["CellTypeVisitor", "OtherVisitor"]]`: an unlabelled
/// argument after a labelled one continues that label's variadic list, as in Swift calls.
struct MacroArguments {
    /// A type named by one argument, and the argument's expression (for diagnostics).
    struct Listed {
        let type: TypeSyntax
        let expression: ExprSyntax
    }

    /// Types by label (`""` for the leading unlabelled arguments), in source order.
    private(set) var listed: [String: [Listed]] = [:]
    /// Arguments that are not `Name.self` expressions.
    private(set) var invalid: [ExprSyntax] = []
    /// Labels that are not among the ones the macro declares.
    private(set) var unknownLabels: [TokenSyntax] = []

    init(_ attribute: AttributeSyntax, labels: Set<String>) {
        guard case .argumentList(let list)? = attribute.arguments else { return }
        var label = ""
        for argument in list {
            if let token = argument.label {
                label = token.text
                if !labels.contains(label) {
                    unknownLabels.append(token)
                }
            }
            if let type = Self.typeNamed(by: argument.expression) {
                listed[label, default: []].append(Listed(type: type, expression: argument.expression))
            } else {
                invalid.append(argument.expression)
            }
        }
    }

    /// The types given under `label`.
    subscript(label: String) -> [TypeSyntax] {
        listed[label]?.map(\.type) ?? []
    }

    /// Whether no type was named at all.
    var isEmpty: Bool {
        listed.values.allSatisfy(\.isEmpty)
    }

    /// `CellVisitor.self`, `Module.CellVisitor.self`, `(any CellVisitor).self` → the type.
    static func typeNamed(by expression: ExprSyntax) -> TypeSyntax? {
        guard let access = expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.tokenKind == .keyword(.self),
            let base = access.base
        else { return nil }
        var text = base.trimmedDescription
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let inner = tuple.elements.first?.expression
        {
            text = inner.trimmedDescription
        }
        if text.hasPrefix("any ") {
            text = String(text.dropFirst(4))
        }
        guard !text.isEmpty else { return nil }
        return TypeSyntax(stringLiteral: text)
    }
}
