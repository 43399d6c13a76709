// `import PatternKitValidationSessions` is enough to drive a validated field: the engine whose
// validators and errors a field holds comes with it. Forms are in PatternKitValidationForms.
@_exported import PatternKitValidationCore
