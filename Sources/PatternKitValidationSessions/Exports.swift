// `import PatternKitValidationSessions` is enough to drive a field or a form: the engine whose
// validators and errors the sessions hold comes with it.
@_exported import PatternKitValidationCore
