// The validators here conform to InputValidation's `Validator` and throw its
// `ValidationError`; it is re-exported, so `import InputValidationRegions` is all a form needs.
@_exported import InputValidationCore
