// PatternKitValidation is the umbrella: `import PatternKitValidation` brings every validation layer —
// the engine (PatternKitValidationCore), the rule library with sanitizers and masks
// (PatternKitValidationRules) and the field/form/async sessions (PatternKitValidationSessions). An app
// that needs fewer layers imports those products instead and compiles nothing of the others.
@_exported import PatternKitValidationCore
@_exported import PatternKitValidationRules
@_exported import PatternKitValidationSessions
