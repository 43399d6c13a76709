// `import PatternKitValidationUIKit` is enough to use `CustomTextField` with
// `NumericInputValidator`, `ValidationError`, `FieldFeedback`…: the validation engine and the
// field/form sessions come with their UIKit adapters, and so do the closure handlers the
// field is built on. The rule library is not part of it, nor is composition (so a field with a
// validator pays for neither every rule nor `.and`, `.or`, `.ifPresent()`, `.message(…)`):
// `import PatternKitValidation` (or PatternKitValidationRules) for `.email`, `InputMask`, `.and`…
@_exported import PatternKitHandlersUIKit
@_exported import PatternKitValidationCore
@_exported import PatternKitValidationSessions
