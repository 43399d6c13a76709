/// The mark of a type that offers closure handlers: `onTap`, `on(_:handler:)`,
/// `shouldChangeString`… — the name HandlersKit users look for.
///
/// It is a marker: every handler method lives in an extension constrained to what the type
/// is, so each method is typed with the receiver's own class (`Self`) and chains:
///
/// ```swift
/// textField
///     .shouldChangeString { field, from, to in to.count <= 10 }
///     .didEndEditing { field in field.layoutIfNeeded() }
/// ```
///
/// One protocol serves every platform. `PatternKitHandlersUIKit` makes `UIView` adopt it,
/// `PatternKitUIKit` `UIBarButtonItem` and `UIGestureRecognizer`, with extensions
/// `where Self: UIButton`, `where Self: UITextView`…; inside the package, the showcase's
/// terminal controls adopt it too (closure handlers have no public API on Linux). The shared
/// parts of the API come from the refinements in this module, so both platforms spell them
/// the same way: ``ControlEventHandling`` (`on(_:handler:)`, `addHandler(for:_:)`),
/// ``EditableTextHandling`` (`shouldBeginEditing`, `shouldChangeString`, `didEndEditing`…),
/// its refinement for fields, ``TextFieldHandling`` (`shouldReturn`, `shouldClear`…), and
/// `ActionHandling` (PatternKitUIKit) for objects with a single action (`addHandler(_:)`).
///
/// The protocol is `@MainActor`, so an app's own `extension HandlersKit where Self: UIButton`
/// is on the main actor too, and can call the handler methods and UIKit.
@MainActor
public protocol HandlersKit: AnyObject {}
