import SwiftDiagnostics

/// What `@Visitable` and `@Visits` report when they are misapplied.
enum VisitorMacroDiagnostic: DiagnosticMessage {
    case visitableOnProtocol(name: String)
    case visitableOnActor(name: String)
    case visitableOnNonFinalClass(name: String)
    case visitableOnOpenClass(name: String)
    case visitableOnUnsupported
    case visitableWithoutVisitor
    case visitsOnNonProtocol
    case visitsWithoutTypes
    case visitsDuplicateType(name: String)
    case visitsAmbiguousResult(candidates: [String])
    case notATypeReference(macro: String)
    case unknownLabel(macro: String, label: String, expected: String)

    var message: String {
        switch self {
        case .visitableOnProtocol(let name):
            "@Visitable cannot be applied to protocol '\(name)': a protocol has no 'visit' of its own "
                + "to dispatch to; put @Visitable on each final class, struct or enum that adopts it"
        case .visitableOnActor(let name):
            "@Visitable cannot be applied to actor '\(name)': its 'accept' would be isolated to the "
                + "actor, but visitors call 'accept' synchronously"
        case .visitableOnNonFinalClass(let name):
            "@Visitable requires a final class: a subclass of '\(name)' would inherit this 'accept' "
                + "and be visited as '\(name)'"
        case .visitableOnOpenClass(let name):
            "@Visitable cannot be applied to open class '\(name)': its subclasses would inherit this "
                + "'accept' and be visited as '\(name)'; put @Visitable on the final subclasses instead"
        case .visitableOnUnsupported:
            "@Visitable applies to a final class, a struct or an enum"
        case .visitableWithoutVisitor:
            "@Visitable needs the visitor protocol to accept, e.g. @Visitable(CellVisitor.self), "
                + "or one for element types, e.g. @Visitable(types: CellTypeVisitor.self)"
        case .visitsOnNonProtocol:
            "@Visits applies to a visitor protocol: it writes that protocol's 'visit' requirements"
        case .visitsWithoutTypes:
            "@Visits needs the element types to visit, e.g. @Visits(FirstCell.self, SecondCell.self) "
                + "or @Visits(types: FirstCell.self)"
        case .visitsDuplicateType(let name):
            "'\(name)' is listed twice; each element type gets one 'visit'"
        case .visitsAmbiguousResult(let candidates):
            "cannot tell which associated type is the visit result among "
                + candidates.map { "'\($0)'" }.joined(separator: ", ")
                + "; name it 'Result'"
        case .notATypeReference(let macro):
            "@\(macro) expects types written as 'Name.self'"
        case .unknownLabel(let macro, let label, let expected):
            "@\(macro) has no argument '\(label):'; expected \(expected)"
        }
    }

    var diagnosticID: MessageID {
        // The case name, without its payload: "visitableOnActor(name: …)" → "visitableOnActor".
        let id = String(describing: self).prefix { $0 != "(" }
        return MessageID(domain: "PatternKitVisitorMacros", id: String(id))
    }

    var severity: DiagnosticSeverity { .error }
}

/// The Fix-Its the visitor macros offer.
enum VisitorMacroFixIt: FixItMessage {
    case addFinal

    var message: String {
        switch self {
        case .addFinal: "Add 'final'"
        }
    }

    var fixItID: MessageID {
        MessageID(domain: "PatternKitVisitorMacros", id: "addFinal")
    }
}
