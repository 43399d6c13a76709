#if canImport(Combine)
    public import Combine

    /// A form is the model of a SwiftUI form: `@StateObject private var form = FormSession(rules)`.
    /// It publishes what it shows as a whole — validity, submitting, changes, pending checks,
    /// focus, a field to reveal, an announcement, the form's errors — so the view that owns it
    /// redraws for these only; each field's text and message redraw its own row
    /// (PatternKitSwiftUI's `FormRow` and `validated(_:in:)`), whether or not the row is on
    /// screen.
    extension FormSession: ObservableObject {}
#endif
