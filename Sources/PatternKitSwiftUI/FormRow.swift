#if canImport(SwiftUI) && !os(watchOS)
    public import PatternKitValidation
    public import SwiftUI

    /// One field's row of a form: its control, built here, and its message under it
    /// (``SwiftUI/View/validated(_:in:)``). The row redraws when its own field changed — its
    /// text, a refused key corrected, a mask's rewrite, a value set by code, its message — and
    /// for nothing else, while the view that owns the form redraws only when the form's status
    /// changes (validity, submitting, focus…): a keystroke redraws one row.
    ///
    /// ```swift
    /// FormRow(.userName, in: form) {
    ///     TextField("User name", text: form.binding(for: .userName))
    ///         .focused($focus, equals: .userName)
    /// }
    /// FormRow(.seats, in: form) {
    ///     Stepper("Seats: \(form.value(of: .seats).text)", value: form.binding(for: .seats, default: 1), in: 1...10)
    /// }
    /// ```
    ///
    /// Build the control inside the row: a `TextField` written in the owning view's `body`
    /// would read its binding only when that view redraws, so a correction of the field's
    /// text would not reach the screen. The row carries `field` as its `id`, for a
    /// `ScrollViewReader` to scroll to (`FormSession/fieldToReveal`).
    @available(iOS 15, macOS 12, tvOS 15, *)
    @MainActor
    public struct FormRow<Field: Hashable & Sendable, Content: View>: View {
        private let form: FormSession<Field>
        private let field: Field
        @ObservedObject private var signal: FieldSignal
        private let content: () -> Content

        /// The row of `field` of `form`, showing `content` and the field's message.
        public init(_ field: Field, in form: FormSession<Field>, @ViewBuilder content: @escaping () -> Content) {
            self.form = form
            self.field = field
            signal = FieldSignals.signal(for: field, in: form)
            self.content = content
        }

        /// The control and its message, redrawn with the field.
        public var body: some View {
            content()
                .validated(field, in: form)
                .id(field)
        }
    }
#endif
