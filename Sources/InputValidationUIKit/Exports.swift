// `import InputValidationUIKit` is enough to use `CustomTextField` with
// `NumericInputValidator`, `ValidationError`, `FieldFeedback`…: the validation core comes
// with its UIKit adapters, and so do the closure handlers the field is built on.
@_exported import EventHandlersUIKit
@_exported import InputValidation
