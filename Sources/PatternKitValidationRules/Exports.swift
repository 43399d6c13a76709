// `import PatternKitValidationRules` is enough to use a rule: the engine it is written against
// (`Validator`, `ValidationError`, composition, messages) comes with it.
@_exported import PatternKitValidationCore
