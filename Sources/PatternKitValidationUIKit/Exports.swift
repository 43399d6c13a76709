// `import PatternKitValidationUIKit` is enough to use `CustomTextField` with
// `NumericInputValidator`, `ValidationError`, `FieldFeedback`…: the validation engine and the
// field/form sessions come with their UIKit adapters, and so do the closure handlers the
// field is built on. The rule library is not part of it (so a field with a validator does
// not pay for every rule): `import PatternKitValidationRules` for `.email`, `InputMask`…
@_exported import PatternKitHandlersUIKit
@_exported import PatternKitValidationCore
@_exported import PatternKitValidationSessions
