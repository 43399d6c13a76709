// `import PatternKitSwiftUI` is enough to write `.validated(by: NumericInputValidator(), text: $age)`
// and to read `FieldFeedback`: the validation engine and the field sessions come with the
// SwiftUI adapters. The rule library does not: `import InputValidationRules` for `.email`,
// `InputMask`… (or `import InputValidation` for every layer).
@_exported import InputValidationCore
@_exported import InputValidationSessions
