// InputValidation is the umbrella: `import InputValidation` brings every validation layer —
// the engine (InputValidationCore), the rule library with sanitizers and masks
// (InputValidationRules) and the field/form/async sessions (InputValidationSessions). An app
// that needs fewer layers imports those products instead and compiles nothing of the others.
@_exported import InputValidationCore
@_exported import InputValidationRules
@_exported import InputValidationSessions
