#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// The closure table of one scroll view, whichever proxy holds it: a plain scroll view's,
    /// or the table, collection or text view proxy that is that view's one delegate (UIKit gives
    /// a table a single `delegate` for its scroll and table methods, so both kinds of closures
    /// must live in one proxy). Its methods are ``DelegateHandlers``' own, seen with the view as
    /// a `UIScrollView` (the proxy's table is typed with the view's class, which this module
    /// may not know); the view's `setHandler(for:_:)`, `addHandler(for:_:)` and
    /// `removeHandlers(for:)` go through it.
    @MainActor
    @_spi(PatternKitPlumbing) public protocol ScrollDelegateRegistry: AnyObject {
        /// Sets *the* closure for `method`.
        func set<Input, Output>(
            _ method: DelegateMethod<UIScrollView, Input, Output>, _ handler: @escaping (UIScrollView, Input) -> Output)
        /// Adds a closure for `method`.
        func add<Input, Output>(
            _ method: DelegateMethod<UIScrollView, Input, Output>, _ handler: @escaping (UIScrollView, Input) -> Output
        ) -> HandlerToken
        /// Removes every closure of `method`.
        func removeHandlers<Input, Output>(for method: DelegateMethod<UIScrollView, Input, Output>)
        /// The number of closures of `method`.
        func handlerCount<Input, Output>(for method: DelegateMethod<UIScrollView, Input, Output>) -> Int
        /// The app's delegate behind the proxy when the slot (`slot`) reaches it; `slot` otherwise.
        func forwardingScrollDelegate(slot: AnyObject?) -> AnyObject?
        /// Puts `delegate` behind the proxy; `false` when the slot does not reach it.
        func setForwardingScrollDelegate(_ delegate: AnyObject?) -> Bool
    }

    /// A scroll view whose own delegate proxy holds its scroll closures (a table's, a collection
    /// view's): adopted in the module that has that proxy, and found by a dynamic cast, so this
    /// module need not know it. Without it, a scroll view's closures live in a plain scroll proxy.
    @MainActor
    @_spi(PatternKitPlumbing) public protocol ScrollDelegateRegistryOwner: UIScrollView {
        /// The view's own proxy, created on first use.
        var ownScrollDelegateRegistry: any ScrollDelegateRegistry { get }
        /// The view's own proxy if it has one; reading it creates nothing.
        var existingOwnScrollDelegateRegistry: (any ScrollDelegateRegistry)? { get }
    }

    extension UIScrollView {
        /// The registry of this scroll view's delegate proxy, created on first use: the table,
        /// collection or text view proxy for those views, so that a scroll closure never installs
        /// a second proxy that would replace theirs.
        @_spi(PatternKitPlumbing) public var scrollDelegateRegistry: any ScrollDelegateRegistry {
            if let owner = self as? any ScrollDelegateRegistryOwner { return owner.ownScrollDelegateRegistry }
            if let textView = self as? UITextView { return TextViewDelegateProxy.proxy(on: textView) }
            return ScrollViewDelegateProxy.proxy(on: self)
        }

        /// The registry if the scroll view has a proxy; reading it creates nothing.
        @_spi(PatternKitPlumbing) public var existingScrollDelegateRegistry: (any ScrollDelegateRegistry)? {
            if let owner = self as? any ScrollDelegateRegistryOwner { return owner.existingOwnScrollDelegateRegistry }
            if let textView = self as? UITextView { return TextViewDelegateProxy.existing(on: textView) }
            return ScrollViewDelegateProxy.existing(on: self)
        }
    }
#endif
