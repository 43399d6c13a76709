#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidation
    import SwiftUI

    /// The modifier behind `focused(_:in:)`: the form's `FormSession/focusedField` leads and the
    /// `@FocusState` follows; what the `@FocusState` reports goes through
    /// `FormSession.platformFocusDidChange(to:)`, which ignores `nil` during the form's own
    /// moves. Posts the form's announcements to VoiceOver, hands the view's locale to the form
    /// (numbers typed into number fields) and cancels a running submit when the form leaves the
    /// screen (a sheet dismissed mid-submit).
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
                .onAppear {
                    form.locale = locale
                    focus.wrappedValue = form.focusedField
                }
                .onDisappear { form.cancelSubmit() }
                .onChange(of: locale) { form.locale = $0 }
                .onChange(of: focus.wrappedValue) { form.platformFocusDidChange(to: $0) }
                .onChange(of: form.focusedField) { focus.wrappedValue = $0 }
                .onChange(of: form.announcement) { announcement in
                    if let announcement { ValidationMessageRow.announce(announcement.message(in: language)) }
                }
        }
    }
#endif
