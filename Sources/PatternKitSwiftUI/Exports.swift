// `import PatternKitSwiftUI` is enough to write `.validated(by: NumericInputValidator(), text: $age)`
// and to read `FieldFeedback`: the validation core comes with the SwiftUI adapters.
@_exported import InputValidation
