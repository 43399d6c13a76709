// `TextEdit`, the UTF-16 edit math that `validate(edit:)` takes, lives in the small
// PatternKitTextEditing module shared with PatternKitHandlers, so a text field's `shouldChangeString`
// and its validator speak about the same edit. It is re-exported here.
@_exported import PatternKitTextEditing
