import PatternKitValidationCore

extension EditDecision {
    /// The text a field that reports only its text after an edit (SwiftUI) keeps once the
    /// user typed `typed`: `typed` itself when accepted, the formatted text when formatted,
    /// `nil` when refused (the field keeps its previous text).
    package func keptText(typed: String) -> String? {
        switch self {
        case .accept: typed
        case .refuse: nil
        case .replace(let formatted): formatted.text
        }
    }
}
