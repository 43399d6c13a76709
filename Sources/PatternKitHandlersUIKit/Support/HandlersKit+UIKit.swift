#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // The UIKit types that offer closure handlers. The methods live in extensions
    // `where Self: UIButton`, `where Self: UITextView`… so each is typed with the receiver's class.

    /// Views take closures: every control (`on(_:handler:)`, `onTap`, `onChange`…), every
    /// text input (`shouldChangeString`, `didEndEditing`…) and any view's gesture shortcuts
    /// (`onTap(numberOfTaps:)`, `onPan`…).
    extension UIView: HandlersKit {}

    /// Bar button items take closures for their tap: `onTap`, `addHandler(_:)`, and
    /// initializers with a handler.
    extension UIBarButtonItem: HandlersKit {}

    /// Gesture recognizers take closures typed to their own class: `init(handler:)`,
    /// `onRecognize`, `addHandler(_:)`.
    extension UIGestureRecognizer: HandlersKit {}
#endif
