/// A text field that owns its `delegate` property (PatternKitValidationUIKit's
/// `CustomTextField`, which keeps its keystroke filter in front of whatever the app puts
/// there), as PatternKit's closure proxy sees it. The two modules do not know each other: the
/// field adopts this, the proxy looks for it, so a field links no closure machinery unless the
/// app registers a closure on it.
@_spi(PatternKitPlumbing) @MainActor public protocol DelegateSlotOwning: AnyObject {
    /// The slot a closure proxy reads and writes: the object behind the field's own filter
    /// while it filters, UIKit's `delegate` otherwise.
    var delegateSlotObject: AnyObject? { get set }

    /// The field's closure proxy, set by the proxy when it takes the slot (held weakly): the
    /// field puts the app's `delegate = x` behind it through its Objective-C
    /// `patternKitSetForwardingDelegate:`, which answers `false` when the slot no longer reaches
    /// the proxy (the field then assigns the slot itself).
    var closureProxy: AnyObject? { get set }
}
