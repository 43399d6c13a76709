#if canImport(SwiftUI) && !os(watchOS)
    public import PatternKitValidation
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
        ///
        /// **What the field shows is what the form holds.** SwiftUI's `TextField` does not
        /// redraw for a binding value equal to the last one it saw, so a refused key ("ab" +
        /// "!") or a mask's rewrite would stay on screen while the form holds "ab". The binding
        /// therefore answers with what the user typed for a moment and, on the next turn of the
        /// main loop, with the form's text — a change SwiftUI draws. The caret goes to the end
        /// of the text when a mask rewrites it (`TextField` offers no caret before iOS 18's
        /// `TextSelection`).
        public func binding(for field: Field) -> Binding<String> {
            bindsText(field)
            return Binding(
                get: { self.shownText(of: field) },
                set: { new in
                    guard self.change(field, to: new) != nil else { return }
                    Task { @MainActor in self.endEcho(of: field) }
                }
            )
        }
    }
#endif
