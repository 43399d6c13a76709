// `import PatternKitSwiftUI` is enough to write `.validated(by: NumericInputValidator(), text: $age)`
// and to read `FieldFeedback`, and to bind a `FormSession`: the validation engine, the field
// sessions and the forms come with the SwiftUI adapters. The rule library does not: `import PatternKitValidationRules` for `.email`,
// `InputMask`… (or `import PatternKitValidation` for every layer).
@_exported import PatternKitValidationCore
@_exported import PatternKitValidationForms
@_exported import PatternKitValidationSessions
