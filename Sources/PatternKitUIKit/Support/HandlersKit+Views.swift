#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    import UIKit

    // The UIKit types besides views that offer closure handlers (views adopt `HandlersKit` in
    // PatternKitHandlersUIKit). Here, with their closures, so that an app that never calls them
    // does not link their conformance records.

    /// Bar button items take closures for their tap: `onTap`, `addHandler(_:)`, and
    /// initializers with a handler.
    extension UIBarButtonItem: HandlersKit {}

    /// Gesture recognizers take closures typed to their own class: `init(handler:)`,
    /// `onRecognize`, `addHandler(_:)`.
    extension UIGestureRecognizer: HandlersKit {}
#endif
