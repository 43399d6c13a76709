// `TextEdit`, the UTF-16 edit math every text decision point stands on, lives in the small
// TextEditing module so that InputValidation's incremental validation uses the same type.
// It is re-exported here: `import EventHandlers` is all a handler needs.
@_exported import TextEditing
