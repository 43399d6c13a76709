import SwiftSyntax

/// The access modifier generated members copy from the declaration they extend.
enum AccessLevel {
    /// `public ` for `public`/`open` declarations, `package ` for `package` ones, else nothing
    /// (the members then get the default access the extension allows).
    static func prefix(for modifiers: DeclModifierListSyntax) -> String {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open):
                return "public "
            case .keyword(.package):
                return "package "
            default:
                continue
            }
        }
        return ""
    }
}
