#if canImport(UIKit) && !os(watchOS)
import PatternKitHandlers
import UIKit

/// The Objective-C side of a per-object delegate proxy: one per owner (a text field…), found
/// by the owner's identity and owned by it. It becomes the owner's `delegate`, answers
/// `responds(to:)` truthfully and hands every call it does not route to the delegate the
/// app set (the *forwardee*). Subclasses implement the delegate protocol and route each call
/// into ``handlers``, the core table. Every decision is the core's (PatternKitHandlers'
/// `DelegateHandlers`, `DelegateAssignment`, `AbsorbedCall`); this class only asks it:
///
/// - **Order does not matter.** The owner's `delegate` setter is hooked (once per class, when
///   the first proxy of that class is installed): while the proxy is in place, a delegate the
///   app assigns goes behind the closures, and `delegate = nil` removes only the app's
///   delegate. Another library's forwarding proxy (RxCocoa's) is let in and wraps this one.
/// - **No call reaches nobody.** UIKit caches `responds(to:)`; a method claimed because the
///   app's delegate implemented it is *absorbed* once that delegate is gone (the default
///   answer a delegate without the method would give), from the delegate protocols' type
///   encodings.
/// - **No loop.** Questions and calls that come back through a forwardee that forwards to
///   this proxy answer at once instead of recursing.
/// - **Reading is free.** The proxy is installed when a closure is registered, never when
///   the table is read or emptied.
@MainActor
class DelegateProxy<Owner: NSObject>: NSObject {
    /// The owner's closure table.
    nonisolated let handlers: DelegateHandlers<Owner>
    private(set) weak var owner: Owner?
    /// Another library's proxy that took the delegate slot after this one and forwards to it.
    private weak var wrapper: AnyObject?
    /// Set while the proxy assigns the owner's delegate itself.
    private var isAssigning = false

    required init(owner: Owner) {
        handlers = DelegateHandlers(sender: owner)
        self.owner = owner
        super.init()
        handlers.onRoutingChange = { [weak self] in self?.refresh() }
        handlers.didRegister = { [weak self] in self?.install() }
    }

    /// The owner's proxy, created on first use (not installed: it installs itself when a
    /// closure is registered).
    static func proxy(on owner: Owner) -> Self {
        AssociatedObject<Self>(keyedBy: self).value(on: owner) { Self(owner: owner) }
    }

    /// The owner's proxy, if it has one.
    static func existing(on owner: Owner) -> Self? {
        AssociatedObject<Self>(keyedBy: self).value(on: owner)
    }

    /// What the owner's `forwardingDelegate` reads: the forwardee when the proxy is the
    /// owner's delegate, the owner's `delegate` otherwise.
    static func forwardingDelegate(of owner: Owner, delegate: AnyObject?) -> AnyObject? {
        guard let proxy = existing(on: owner), delegate === proxy else { return delegate }
        return proxy.forwardee
    }

    /// What the owner's `forwardingDelegate` writes: the forwardee behind the proxy.
    /// - Returns: `false` when the owner has no proxy in place (set its `delegate` then).
    static func setForwardingDelegate(_ delegate: AnyObject?, of owner: Owner) -> Bool {
        guard let proxy = existing(on: owner), proxy.ownerDelegate === proxy else { return false }
        proxy.setForwardee(delegate)
        return true
    }

    /// The hooked `delegate` setter of every owner of this class: asks the owner's proxy, if
    /// it has one, what to do with the assignment, and calls `assign` (UIKit's own setter)
    /// with what should really be the delegate.
    static func owner(_ owner: Owner, assigns delegate: AnyObject?, through assign: (AnyObject?) -> Void) {
        guard let proxy = existing(on: owner) else { return assign(delegate) }
        proxy.assigned(delegate, through: assign)
    }

    // MARK: Subclass hooks

    /// The owner's `delegate` property (reading and writing it, through the hooked setter).
    var ownerDelegate: AnyObject? {
        get { nil }
        set {}
    }

    /// Hooks the `delegate` setter of the owner's class (see ``DelegateSetterHook``).
    func hookDelegateSetter() {}

    /// The delegate protocols whose methods the owner may call, for absorbing calls whose
    /// forwardee is gone.
    nonisolated class var delegateProtocols: [Protocol] { [] }

    /// The selectors the subclass routes to closures, by method name, for the default
    /// ``claims(_:)``; `nil` for a subclass that overrides ``claims(_:)`` instead.
    nonisolated class var routes: DelegateRoutes? { nil }

    /// Whether the proxy claims to implement `selector`, or `nil` when `selector` is not one
    /// of the delegate methods the subclass routes. By default, from ``routes``: claimed when
    /// one of its methods has a closure or the forwardee implements it.
    nonisolated func claims(_ selector: Selector) -> Bool? {
        guard let routes = Self.routes else { return nil }
        return handlers.claims(NSStringFromSelector(selector), in: routes) { forwardeeResponds(to: selector) }
    }

    // MARK: Installing and forwarding

    /// Makes the proxy the owner's delegate, unless it is already, or a foreign proxy that
    /// wraps it is. A delegate the app had set becomes the forwardee.
    func install() {
        hookDelegateSetter()
        let current = ownerDelegate
        switch DelegateAssignment.install(currentIsProxy: current === self, currentIsWrapper: current != nil && current === wrapper) {
        case .none:
            break
        case .refreshWrapper:
            refresh()
        case .takeOver:
            wrapper = nil
            setForwardee(current)
            setOwnerDelegate(self)
        }
    }

    /// The delegate that keeps receiving every call.
    var forwardee: AnyObject? {
        handlers.forwardee
    }

    /// Makes `delegate` the forwardee. Another owner's proxy is never chained: its own
    /// forwardee is taken instead, so calls cannot loop between proxies.
    func setForwardee(_ delegate: AnyObject?) {
        guard delegate !== self else { return }
        if let other = delegate as? Self {
            handlers.forward(to: other.forwardee)
        } else {
            handlers.forward(to: delegate)
        }
    }

    /// `hasClosures`, or the forwardee implements `selector`: the truthful `responds(to:)`.
    nonisolated func claim(_ hasClosures: Bool, _ selector: Selector) -> Bool {
        hasClosures || forwardeeResponds(to: selector)
    }

    /// Whether the forwardee implements `selector` (a question that comes back through a
    /// forwardee wrapping this proxy answers `false`).
    nonisolated func forwardeeResponds(to selector: Selector) -> Bool {
        handlers.forwardeeResponds(to: NSStringFromSelector(selector)) { forwardee in
            (forwardee as? NSObjectProtocol)?.responds(to: selector) ?? false
        }
    }

    private func assigned(_ delegate: AnyObject?, through assign: (AnyObject?) -> Void) {
        if isAssigning { return assign(delegate) }
        let current = ownerDelegate
        let decision = DelegateAssignment.decide(
            assigning: kind(of: delegate),
            proxyIsDelegate: current === self,
            assignedIsForwardee: delegate != nil && delegate === forwardee
        )
        switch decision {
        case .assign:
            assign(delegate)
        case .yieldToWrapper(let clearingForwardee):
            if clearingForwardee { handlers.forward(to: nil) }
            wrapper = delegate
            assign(delegate)
        case .forward:
            // A new forwardee is a routing change: `refresh()` then makes UIKit ask again
            // what its delegate implements.
            setForwardee(delegate)
        }
    }

    private func kind(of delegate: AnyObject?) -> DelegateAssignment.Assigned {
        guard let delegate else { return .none }
        if delegate === self { return .thisProxy }
        if delegate is Self { return .anotherProxyOfOurs }
        if let object = delegate as? NSObject, Self.isForwardingProxy(object) { return .foreignForwardingProxy }
        return .plain
    }

    /// Whether `object` is another library's forwarding proxy: code outside the system's
    /// frameworks in its class hierarchy overrides `forwardInvocation:` or
    /// `forwardingTarget(for:)`, as RxCocoa's `DelegateProxy` does. (Overrides inside UIKit
    /// itself do not count: a view controller is an app's plain delegate.)
    private static func isForwardingProxy(_ object: NSObject) -> Bool {
        guard let objectClass = object_getClass(object) else { return false }
        let selectors = [NSSelectorFromString("forwardInvocation:"), #selector(NSObject.forwardingTarget(for:))]
        return selectors.contains { selector in
            guard let definingClass = definingClass(of: selector, from: objectClass) else { return false }
            return !isSystemClass(definingClass)
        }
    }

    /// The class of `start`'s hierarchy whose implementation of `selector` `start` uses;
    /// `nil` when that is NSObject's own (or nobody's).
    private static func definingClass(of selector: Selector, from start: AnyClass) -> AnyClass? {
        let implementation = class_getMethodImplementation(start, selector)
        var current: AnyClass = start
        while let superclass = class_getSuperclass(current),
            class_getMethodImplementation(superclass, selector) == implementation
        {
            current = superclass
        }
        return class_getSuperclass(current) == nil ? nil : current
    }

    /// Whether `someClass` comes from the system's own frameworks.
    private static func isSystemClass(_ someClass: AnyClass) -> Bool {
        guard let image = class_getImageName(someClass) else { return true }
        let path = String(cString: image)
        return path.contains("/System/Library/") || path.hasPrefix("/usr/lib/")
    }

    /// Makes UIKit ask the delegate (this proxy, or the foreign proxy wrapping it) again
    /// what it implements: UIKit caches the answers when a delegate is assigned.
    private func refresh() {
        let current = ownerDelegate
        guard let current, current === self || current === wrapper else { return }
        setOwnerDelegate(nil)
        setOwnerDelegate(current)
    }

    private func setOwnerDelegate(_ delegate: AnyObject?) {
        isAssigning = true
        ownerDelegate = delegate
        isAssigning = false
    }

    // MARK: Objective-C

    override nonisolated func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        if let claimed = claims(selector) { return claimed }
        return super.responds(to: selector) || forwardeeResponds(to: selector)
    }

    override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
        guard let selector else { return nil }
        if forwardeeResponds(to: selector), let forwardee = handlers.forwardee {
            return forwardee
        }
        // Claimed for a forwardee that is gone (or never implemented it): answered as a
        // delegate without the method would be.
        return DelegateCallAbsorber.target(for: selector, in: Self.delegateProtocols)
            ?? super.forwardingTarget(for: selector)
    }
}
#endif
