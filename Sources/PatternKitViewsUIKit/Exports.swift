// `import PatternKitViewsUIKit` is enough to use the control and text-field closures too: the
// text view, search bar, scroll, gesture, keyboard and bar button closures come with the closure
// handlers they are built on. (Apps import it through PatternKitUIKit.)
@_exported import PatternKitHandlersUIKit
