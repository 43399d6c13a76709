#if canImport(Combine)
    public import Combine

    /// A form is the model of a SwiftUI form: `@StateObject private var form = FormSession(rules)`.
    /// It publishes every change of what it shows — values, states, focus, asynchronous answers —
    /// whether or not the field's row is on screen.
    extension FormSession: ObservableObject {}
#endif
