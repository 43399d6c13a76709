// `import PatternKitValidationRules` is enough to use a rule and to compose rules (`.and`, `.or`,
// `.ifPresent()`, `.message(…)`…, defined here): the engine they are written against
// (`Validator`, `ValidationError`, messages) comes with it.
@_exported import PatternKitValidationCore
