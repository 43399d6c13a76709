// `import PatternKitSwiftUI` is enough to write `.validated(by: NumericInputValidator(), text: $age)`
// and to bind a `FormSession`: the whole validation library (engine, field machine, rules,
// composition, forms, typed values and the wire form) comes with the SwiftUI adapters.
@_exported import PatternKitValidation
