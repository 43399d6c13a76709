// `import PatternKitSwiftUI` is enough to write `.validated(by: NumericInputValidator(), text: $age)`
// and to read `FieldFeedback`: the validation engine and the field sessions come with the
// SwiftUI adapters. The rule library does not: `import PatternKitValidationRules` for `.email`,
// `InputMask`… (or `import PatternKitValidation` for every layer).
@_exported import PatternKitValidationCore
@_exported import PatternKitValidationSessions
