// `import PatternKitValidationUIKit` is enough to use `CustomTextField` with
// `NumericInputValidator`, `ValidationError`, `FieldFeedback`…: the validation engine and the
// field's state machine come with their UIKit adapters. Neither the closure handlers (the
// `PatternKitHandlersUIKit` product) nor the rule library, composition (`.and`, `.or`,
// `.ifPresent()`, `.message(…)`), forms and asynchronous checks (the `PatternKitValidation`
// product) are part of it, so a field with a validator pays for none of them;
// `PatternKitUIKit` brings everything.
@_exported import PatternKitValidationCore
