#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidation
    import SwiftUI

    /// The view an app draws a field's message with (see
    /// ``SwiftUI/View/validationMessage(_:)``), type-erased for the environment.
    struct ValidationMessageView: Sendable {
        let make: @MainActor @Sendable (FieldFeedback, String) -> AnyView
    }
#endif
