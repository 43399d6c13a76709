#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // The UIKit types that offer closure handlers. The methods live in extensions
    // `where Self: UIButton`, `where Self: UITextField`… so each is typed with the receiver's class.
    // Bar button items and gesture recognizers adopt it in PatternKitUIKit, with their closures.

    /// Views take closures: every control (`on(_:handler:)`, `onTap`, `onChange`…) and every
    /// text field (`shouldChangeString`, `didEndEditing`…); with PatternKitUIKit, text views,
    /// search bars, scroll views and any view's gesture shortcuts (`onTap(numberOfTaps:)`, `onPan`…).
    extension UIView: HandlersKit {}
#endif
