#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidationSessions
    import SwiftUI

    /// The modifier behind `focused(_:in:)`: keeps a `@FocusState` and the form's
    /// `FormSession/focusedField` equal, both ways.
    @available(iOS 15, macOS 12, tvOS 15, *)
    struct FormFocusModifier<Field: Hashable & Sendable>: ViewModifier {
        @ObservedObject var form: FormSession<Field>
        let focus: FocusState<Field?>.Binding

        func body(content: Content) -> some View {
            content
                .onAppear { focus.wrappedValue = form.focusedField }
                .onChange(of: focus.wrappedValue) { form.focusedField = $0 }
                .onChange(of: form.focusedField) { focus.wrappedValue = $0 }
        }
    }
#endif
