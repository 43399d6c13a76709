#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit
    import os

    /// The Objective-C side of a per-object delegate proxy: one per owner (a text field…), found
    /// by the owner's identity and owned by it. It becomes the owner's `delegate` when the first
    /// closure is registered, answers `responds(to:)` truthfully and hands every call it does not
    /// route to the delegate the app set (the *forwardee*). Subclasses implement the delegate
    /// protocol and route each call into ``handlers``, the core table. Every decision is the
    /// core's (PatternKitHandlers' `DelegateHandlers`, `DelegateAssignment`, `AbsorbedCall`);
    /// this class only asks it:
    ///
    /// - **Only this object, no class changed.** No setter is hooked, no method of any UIKit
    ///   class is exchanged or replaced. A view that never got a closure never sees a proxy.
    /// - **The slot is given back.** When the last closure (or subscription) goes, the app's
    ///   delegate goes back into `delegate`.
    /// - **The app's delegate, whenever it is set.** Set before the first closure, it becomes the
    ///   forwardee. Set afterwards, use the owner's `forwardingDelegate`; a plain `delegate = x`
    ///   replaces the proxy (as it replaces RxCocoa's), which the next registration reports (a
    ///   runtime diagnostic) and repairs, putting `x` behind the closures.
    /// - **Other forwarding objects are recognised by behaviour.** An object in the slot that
    ///   forwards to this proxy (RxCocoa's proxy installed after ours, an app's own multicast
    ///   delegate) says yes when asked whether it implements a method only a PatternKit proxy
    ///   has: it is left in place, and a call that comes back through it is a loop, absorbed.
    ///   Any other object, whatever framework its class comes from, is the app's delegate.
    /// - **No call reaches nobody.** UIKit caches `responds(to:)`; a method claimed because the
    ///   app's delegate implemented it is *absorbed* once that delegate is gone (the default
    ///   answer a delegate without the method would give), from the delegate protocols' type
    ///   encodings.
    @MainActor
    @_spi(PatternKitPlumbing) open class DelegateProxy<Owner: NSObject>: NSObject {
        /// The owner's closure table.
        @_spi(PatternKitPlumbing) public nonisolated let handlers: DelegateHandlers<Owner>
        @_spi(PatternKitPlumbing) public private(set) weak var owner: Owner?
        /// Whether the proxy put itself in the owner's delegate slot and has not given it back.
        private var isInstalled = false
        /// Whether the "delegate replaced" diagnostic was logged for this owner.
        private var didReportReplacement = false

        @_spi(PatternKitPlumbing) public required init(owner: Owner) {
            handlers = DelegateHandlers(sender: owner)
            self.owner = owner
            super.init()
            handlers.onRoutingChange = { [weak self] in self?.routingChanged() }
            handlers.didRegister = { [weak self] in self?.install() }
            handlers.forwardeeForwardsBack = { forwardee in Self.forwardsToAProxy(forwardee) }
        }

        /// The owner's proxy, created on first use (not installed: it installs itself when a
        /// closure is registered).
        @_spi(PatternKitPlumbing) public static func proxy(on owner: Owner) -> Self {
            AssociatedObject<Self>(keyedBy: self).value(on: owner) { Self(owner: owner) }
        }

        /// The owner's proxy, if it has one.
        @_spi(PatternKitPlumbing) public static func existing(on owner: Owner) -> Self? {
            AssociatedObject<Self>(keyedBy: self).value(on: owner)
        }

        /// What the owner's `forwardingDelegate` reads: the forwardee when the proxy is the
        /// owner's delegate (or behind an object that forwards to it), the owner's `delegate`
        /// otherwise.
        @_spi(PatternKitPlumbing) public static func forwardingDelegate(of owner: Owner, delegate: AnyObject?)
            -> AnyObject?
        {
            guard let proxy = existing(on: owner), proxy.isReachable(from: delegate) else { return delegate }
            return proxy.forwardee
        }

        /// What the owner's `forwardingDelegate` writes: the forwardee behind the proxy, also when
        /// another library's proxy wraps ours (RxCocoa's, installed after the closures, or one that
        /// took ours as its forwardee and dropped the app's delegate: setting it here repairs that).
        /// - Returns: `false` when the owner has no proxy in place (set its `delegate` then).
        @_spi(PatternKitPlumbing) public static func setForwardingDelegate(_ delegate: AnyObject?, of owner: Owner)
            -> Bool
        {
            guard let proxy = existing(on: owner), proxy.isReachable(from: proxy.ownerDelegate) else { return false }
            proxy.setForwardee(delegate)
            return true
        }

        /// Whether calls to `delegate` reach this proxy: it is the proxy, or forwards to it.
        private func isReachable(from delegate: AnyObject?) -> Bool {
            guard let delegate else { return false }
            return delegate === self || Self.forwardsToAProxy(delegate)
        }

        // MARK: Subclass hooks

        /// The owner's `delegate` property (reading and writing it).
        @_spi(PatternKitPlumbing) open var ownerDelegate: AnyObject? {
            get { nil }
            set {}
        }

        /// The delegate protocols whose methods the owner may call, for absorbing calls whose
        /// forwardee is gone.
        @_spi(PatternKitPlumbing) open nonisolated class var delegateProtocols: [Protocol] { [] }

        /// The selectors the subclass routes to closures, by method name, for the default
        /// ``claims(_:)``; `nil` for a subclass that overrides ``claims(_:)`` instead.
        nonisolated class var routes: DelegateRoutes? { nil }

        /// Whether the proxy claims to implement `selector`, or `nil` when `selector` is not one
        /// of the delegate methods the subclass routes. By default, from ``routes``: claimed when
        /// one of its methods has a closure or the forwardee implements it.
        @_spi(PatternKitPlumbing) open nonisolated func claims(_ selector: Selector) -> Bool? {
            guard let routes = Self.routes else { return nil }
            return handlers.claims(NSStringFromSelector(selector), in: routes) { forwardeeResponds(to: selector) }
        }

        // MARK: Installing, forwarding, giving back

        /// The method only PatternKit's proxies implement: an object that says it responds to it
        /// forwards to one of them.
        @objc nonisolated func patternKitDelegateProxyMarker() {}

        /// Whether `object` forwards to a PatternKit proxy (by behaviour: it says it implements
        /// the marker method, which only our proxies have), without being one itself.
        nonisolated static func forwardsToAProxy(_ object: AnyObject) -> Bool {
            guard !(object is DelegateProxy<Owner>), let object = object as? any NSObjectProtocol else { return false }
            return object.responds(to: NSSelectorFromString("patternKitDelegateProxyMarker"))
        }

        /// Makes the proxy the owner's delegate, unless it is already, or an object that forwards
        /// to it is. A delegate the app had set becomes the forwardee.
        func install() {
            let current = ownerDelegate
            let currentWrapsProxy = current.map { !($0 is Self) && Self.forwardsToAProxy($0) } ?? false
            let decision = DelegateAssignment.install(
                currentIsProxy: current === self, currentWrapsProxy: currentWrapsProxy, currentIsNil: current == nil,
                wasInstalled: isInstalled
            )
            switch decision {
            case .none:
                break
            case .refreshWrapper:
                refresh()
            case .takeOver(let replacedProxy):
                if replacedProxy { reportReplacement(by: current) }
                setForwardee(current)
                setOwnerDelegate(self)
                isInstalled = true
            }
        }

        /// The delegate that keeps receiving every call.
        @_spi(PatternKitPlumbing) public var forwardee: AnyObject? {
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
        @_spi(PatternKitPlumbing) public nonisolated func claim(_ hasClosures: Bool, _ selector: Selector) -> Bool {
            hasClosures || forwardeeResponds(to: selector)
        }

        /// Whether the forwardee implements `selector` (a question that comes back through a
        /// forwardee wrapping this proxy answers `false`).
        @_spi(PatternKitPlumbing) public nonisolated func forwardeeResponds(to selector: Selector) -> Bool {
            handlers.forwardeeResponds(to: NSStringFromSelector(selector)) { forwardee in
                (forwardee as? any NSObjectProtocol)?.responds(to: selector) ?? false
            }
        }

        /// A method gained its first closure or lost its last one, or the forwardee changed: give
        /// the slot back when nothing is left, or make UIKit ask again what the delegate
        /// implements.
        private func routingChanged() {
            let current = ownerDelegate
            switch DelegateAssignment.afterRemoval(
                hasClosures: !handlers.isEmpty, currentIsProxy: current === self, wasInstalled: isInstalled)
            {
            case .restoreForwardee:
                isInstalled = false
                setOwnerDelegate(forwardee)
            case .forget:
                isInstalled = false
            case .none:
                refresh()
            }
        }

        /// Makes UIKit ask the delegate (this proxy, or the object wrapping it) again what it
        /// implements: UIKit caches the answers when a delegate is assigned.
        private func refresh() {
            guard let current = ownerDelegate, current === self || Self.forwardsToAProxy(current) else { return }
            setOwnerDelegate(nil)
            setOwnerDelegate(current)
        }

        private func setOwnerDelegate(_ delegate: AnyObject?) {
            ownerDelegate = delegate
        }

        /// Says once, in the log (subsystem `PatternKit`, category `Delegates`), that the app
        /// replaced the proxy after closures were registered: they were silent until now.
        private func reportReplacement(by delegate: AnyObject?) {
            guard !didReportReplacement else { return }
            didReportReplacement = true
            let ownerType = owner.map { String(describing: type(of: $0)) } ?? "object"
            let delegateType = delegate.map { String(describing: type(of: $0)) } ?? "nil"
            let message =
                "PatternKit: the delegate of a \(ownerType) was replaced by \(delegateType) after closures "
                + "were registered; they were not called since. Set your delegate with `forwardingDelegate`, or before "
                + "the first closure. It now goes behind the closures."
            os_log(.fault, log: OSLog(subsystem: "PatternKit", category: "Delegates"), "%{public}@", message)
        }

        // MARK: Objective-C

        @_spi(PatternKitPlumbing) override public nonisolated func responds(to selector: Selector!) -> Bool {
            guard let selector else { return false }
            if let claimed = claims(selector) { return claimed }
            return super.responds(to: selector) || forwardeeResponds(to: selector)
        }

        @_spi(PatternKitPlumbing) override public nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
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
