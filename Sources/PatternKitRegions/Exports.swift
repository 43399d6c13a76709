// The validators here conform to PatternKitValidation's `Validator` and throw its
// `ValidationError`; it is re-exported, so `import PatternKitRegions` is all a form needs.
@_exported import PatternKitValidationCore
