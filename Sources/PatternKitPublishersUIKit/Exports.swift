// `import PatternKitPublishersUIKit` is enough to use the closures too: the publishers come with
// the closure handlers they are built on.
@_exported import PatternKitHandlersUIKit
