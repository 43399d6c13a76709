// `import PatternKitValidationForms` is enough to build and drive a form: the single-field
// sessions, the engine whose validators and errors a form holds, and the rule library whose
// rules and composition (`.and`, `.ifPresent()`…) a form's fields are written with come with it.
@_exported import PatternKitValidationRules
@_exported import PatternKitValidationSessions
