#if canImport(SwiftUI) && !os(watchOS)
    import Combine
    import PatternKitValidation

    /// One form field's own change signal: a row observes it instead of the whole form, so a
    /// keystroke redraws the row of the field that changed and no other
    /// (`FormSession.onFieldDisplayChange`).
    @MainActor
    final class FieldSignal: ObservableObject {
        /// Bumped when the field's text or feedback changed.
        @Published private(set) var revision = 0

        func fire() {
            revision &+= 1
        }
    }

    /// The signals of a form's fields, kept with the form (`FormSession.adapterStorage`).
    @MainActor
    final class FieldSignals<Field: Hashable & Sendable> {
        private var signals: [Field: FieldSignal] = [:]

        /// The signal of `field` in `form`, made (and the form's reports routed) on first use.
        static func signal(for field: Field, in form: FormSession<Field>) -> FieldSignal {
            let all: FieldSignals<Field>
            if let installed = form.adapterStorage as? FieldSignals<Field> {
                all = installed
            } else {
                all = FieldSignals()
                form.adapterStorage = all
                form.onFieldDisplayChange = { [weak all] field in all?.signals[field]?.fire() }
            }
            if let signal = all.signals[field] { return signal }
            let signal = FieldSignal()
            all.signals[field] = signal
            return signal
        }
    }
#endif
