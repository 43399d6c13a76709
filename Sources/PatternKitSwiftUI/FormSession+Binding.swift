#if canImport(SwiftUI) && !os(watchOS)
    public import PatternKitValidationSessions
    public import SwiftUI

    extension FormSession {
        /// The text of `field` as a binding for a `TextField`: what the user types goes through
        /// the form's decisions — `FormSession/options`, `FormSession/formatters` — in
        /// its setter, before SwiftUI draws the field, and the form re-validates at once.
        ///
        /// ```swift
        /// TextField("Phone", text: form.binding(for: .phone))
        /// ```
        ///
        /// Code changes a value with `FormSession/set(_:to:)` or
        /// `FormSession/reset(to:)`: that is not typing, so it is never refused and shows
        /// no message by itself.
        public func binding(for field: Field) -> Binding<String> {
            Binding(
                get: { self.values[field] },
                set: { new in _ = self.change(field, to: new) }
            )
        }
    }
#endif
