#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidation
    import SwiftUI

    /// The modifier behind `focused(_:in:)`: the form's `FormSession/focusedField` leads and the
    /// `@FocusState` follows; what the `@FocusState` reports goes through
    /// `FormSession.platformFocusDidChange(to:)`, which ignores `nil` during the form's own
    /// moves. Posts the form's announcements to VoiceOver.
    @available(iOS 15, macOS 12, tvOS 15, *)
    struct FormFocusModifier<Field: Hashable & Sendable>: ViewModifier {
        @ObservedObject var form: FormSession<Field>
        let focus: FocusState<Field?>.Binding
        @Environment(\.locale) private var locale

        private var language: String? {
            ValidationMessageRow.language(for: locale)
        }

        func body(content: Content) -> some View {
            content
                .onAppear { focus.wrappedValue = form.focusedField }
                .onChange(of: focus.wrappedValue) { form.platformFocusDidChange(to: $0) }
                .onChange(of: form.focusedField) { focus.wrappedValue = $0 }
                .onChange(of: form.announcement) { announcement in
                    if let announcement { ValidationMessageRow.announce(announcement.message(in: language)) }
                }
        }
    }
#endif
