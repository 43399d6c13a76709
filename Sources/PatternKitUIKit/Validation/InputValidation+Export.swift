// `import PatternKitUIKit` is enough to use `CustomTextField` with `NumericInputValidator`,
// `ValidationError`, `FieldFeedback`…: the validation core comes with the UIKit adapters.
@_exported import InputValidation
