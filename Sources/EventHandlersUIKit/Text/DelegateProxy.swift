#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The Objective-C side of a per-object delegate proxy: one per owner (a text field…), found
/// by the owner's identity and owned by it, it becomes the owner's `delegate`, answers
/// `responds(to:)` truthfully and hands every call it does not implement to the delegate the
/// app set (the *forwardee*). Subclasses implement the delegate protocol and route each call
/// into ``handlers``, the core table, which decides everything else.
///
/// - `responds(to:)` says yes to a delegate method only when it has a closure or the
///   forwardee implements it, because UIKit behaves differently for implemented methods.
/// - UIKit caches those answers when the delegate is set, so whenever they change (first
///   closure in, last one out, another forwardee) the proxy sets itself as delegate again.
/// - The forwardee is held weakly. When it goes away, a watcher attached to it refreshes
///   UIKit's cache, so UIKit never calls a forwarded method on nobody.
@MainActor
class DelegateProxy<Owner: NSObject>: NSObject, ForwardeeObserver {
    /// The owner's closure table.
    nonisolated let handlers: DelegateHandlers<Owner>
    private(set) weak var owner: Owner?
    /// Disarmed and detached when the forwardee changes.
    private weak var watcher: ForwardeeWatcher?
    private weak var watchedForwardee: AnyObject?

    required init(owner: Owner) {
        handlers = DelegateHandlers(sender: owner)
        self.owner = owner
        super.init()
        handlers.onRoutingChange = { [weak self] in self?.routingDidChange() }
    }

    /// The owner's proxy, created on first use and installed as its delegate.
    static func installed(on owner: Owner) -> Self {
        let proxy = AssociatedObject<Self>(keyedBy: self).value(on: owner) { Self(owner: owner) }
        proxy.install()
        return proxy
    }

    /// The owner's proxy, if it has closures.
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
    /// - Returns: `false` when the owner has no proxy (set its `delegate` then).
    static func setForwardingDelegate(_ delegate: AnyObject?, of owner: Owner) -> Bool {
        guard let proxy = existing(on: owner) else { return false }
        proxy.install()
        proxy.setForwardee(delegate)
        return true
    }

    // MARK: Subclass hooks

    /// The owner's `delegate` property.
    var ownerDelegate: AnyObject? {
        get { nil }
        set {}
    }

    /// Whether the proxy claims to implement `selector`, or `nil` when `selector` is not one
    /// of the delegate methods the subclass routes.
    nonisolated func claims(_ selector: Selector) -> Bool? {
        nil
    }

    // MARK: Installing and forwarding

    /// Makes the proxy the owner's delegate, unless it is already. A delegate the app had set
    /// (before the first closure, or since, in place of the proxy) becomes the forwardee.
    func install() {
        let current = ownerDelegate
        guard current !== self else { return }
        setForwardee(current)
        ownerDelegate = self
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

    nonisolated func forwardeeResponds(to selector: Selector) -> Bool {
        (handlers.forwardee as? NSObjectProtocol)?.responds(to: selector) ?? false
    }

    func forwardeeDidGoAway() {
        routingDidChange()
    }

    private func routingDidChange() {
        watchForwardee()
        // UIKit caches what its delegate implements when the delegate is set.
        guard ownerDelegate === self else { return }
        ownerDelegate = nil
        ownerDelegate = self
    }

    private func watchForwardee() {
        let forwardee = handlers.forwardee
        guard forwardee !== watchedForwardee || watcher == nil else { return }
        let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        if let old = watchedForwardee {
            watcher?.disarm()
            objc_setAssociatedObject(old, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        watchedForwardee = forwardee
        guard let forwardee else { return }
        let newWatcher = ForwardeeWatcher(proxy: self)
        objc_setAssociatedObject(forwardee, key, newWatcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        watcher = newWatcher
    }

    // MARK: Objective-C

    override nonisolated func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        if let claimed = claims(selector) { return claimed }
        return super.responds(to: selector) || forwardeeResponds(to: selector)
    }

    override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
        if let selector, let forwardee = handlers.forwardee as? NSObjectProtocol, forwardee.responds(to: selector) {
            return forwardee
        }
        return super.forwardingTarget(for: selector)
    }
}
#endif
