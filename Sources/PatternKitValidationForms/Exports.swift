// `import PatternKitValidationForms` is enough to build and drive a form: the single-field
// sessions and the engine whose validators and errors a form holds come with it.
@_exported import PatternKitValidationSessions
