// PatternKitValidation is the umbrella: `import PatternKitValidation` brings every validation layer —
// the engine (PatternKitValidationCore), the rule library with sanitizers and masks
// (PatternKitValidationRules), a validated field and its asynchronous checks
// (PatternKitValidationSessions), forms and typed values (PatternKitValidationForms) and the wire
// form of a form's failures (PatternKitValidationWire). An app that needs fewer layers
// imports those products instead and compiles nothing of the others.
@_exported import PatternKitValidationCore
@_exported import PatternKitValidationForms
@_exported import PatternKitValidationRules
@_exported import PatternKitValidationSessions
@_exported import PatternKitValidationWire

// With the package's `Vapor` trait, the server integration comes with it.
#if Vapor
    @_exported import PatternKitVapor
#endif
