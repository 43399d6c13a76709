// `import PatternKitSwiftUI` is enough to write `.validated(by: NumericInputValidator(), text: $age)`
// and to read `FieldFeedback`, and to bind a `FormSession`: the validation engine, the rule
// library with its composition (`.and`, `.or`, `.ifPresent()`…, which a form's fields are written
// with), the field sessions and the forms come with the SwiftUI adapters. The wire form does not:
// `import PatternKitValidation` for every layer.
@_exported import PatternKitValidationCore
@_exported import PatternKitValidationForms
@_exported import PatternKitValidationRules
@_exported import PatternKitValidationSessions
