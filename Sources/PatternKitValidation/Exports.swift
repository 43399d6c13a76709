// `import PatternKitValidation` brings the whole validation library: the engine and a field's
// state machine (PatternKitValidationCore, which a validated text field links alone), and what
// this module holds — the rule library with its sanitizers, masks and composition, asynchronous
// checks, forms, typed values and the wire form of a form's failures.
@_exported import PatternKitValidationCore
