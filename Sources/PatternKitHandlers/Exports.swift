// `TextEdit`, the UTF-16 edit math every text decision point stands on, lives in the small
// PatternKitTextEditing module so that PatternKitValidation's incremental validation uses the same type.
// It is re-exported here: `import PatternKitHandlers` is all a handler needs.
@_exported import PatternKitTextEditing
