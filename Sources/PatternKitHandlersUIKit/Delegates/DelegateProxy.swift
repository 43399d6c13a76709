#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit
    import os

    /// The Objective-C side of a per-object delegate proxy: one per owner (a text field…), found
    /// by the owner's identity and owned by it. It becomes the owner's `delegate` when the first
    /// closure is registered, answers `responds(to:)` truthfully and hands every call it does not
    /// route to the delegate the app set (the *forwardee*). Subclasses implement the delegate
    /// protocol and route each call into ``handlers``, the core table. Every decision is the
    /// core's (PatternKitHandlers' `DelegateSlot`, `DelegateHandlers`, `AbsorbedCall`), run on
    /// Linux against a model of UIKit's delegate contract and RxCocoa's proxy; this class only
    /// answers its questions about Objective-C objects and assigns the slot:
    ///
    /// - **Only this object, no class changed.** No setter is hooked, no method of any UIKit
    ///   class is exchanged or replaced. A view that never got a closure never sees a proxy.
    /// - **The slot is given back.** When the last closure (or subscription) goes, the app's
    ///   delegate goes back into `delegate`.
    /// - **The app's delegate, whenever it is set.** Set before the first closure, it becomes the
    ///   forwardee. Set afterwards, use the owner's `forwardingDelegate`; a plain `delegate = x`
    ///   replaces the proxy (as it replaces RxCocoa's), which the next registration reports (a
    ///   runtime diagnostic) and repairs, putting `x` behind the closures.
    /// - **Beside RxCocoa.** A forwarding proxy already in the slot that publishes its forwardee
    ///   (RxCocoa's `_forwardToDelegate`) keeps the slot: ours goes between it and the app's
    ///   delegate. One installed after ours wraps ours and is left in place. Either way each call
    ///   reaches Rx, the closures and the app's delegate once. (CombineCocoa's proxies publish no
    ///   forwardee and forward nothing: each publisher access assigns `delegate`, replacing ours
    ///   as a plain assignment does.)
    /// - **Messages, not casts.** The forwardee is messaged after `responds(to:)`, whatever
    ///   protocols its class declares (a multicast delegate, an informal conformance).
    /// - **A gone delegate is not answered for.** When the app's delegate is deallocated, UIKit
    ///   is made to ask again what the slot implements; a call already on its way gets UIKit's
    ///   documented default (`AbsorbedCall`).
    @MainActor
    @_spi(PatternKitPlumbing) open class DelegateProxy<Owner: NSObject>: DelegateProxyObject, PatternKitDelegateProxying
    {
        /// The owner's closure table.
        @_spi(PatternKitPlumbing) public nonisolated let handlers: DelegateHandlers<Owner>
        @_spi(PatternKitPlumbing) public private(set) weak var owner: Owner?
        /// The owner, readable from any thread (for ``patternKitOwner``).
        private nonisolated(unsafe) weak var ownerObject: AnyObject?
        /// The core's decisions about the owner's delegate slot.
        private var slot: DelegateSlot?
        private lazy var host = Host(proxy: self)

        @_spi(PatternKitPlumbing) public required init(owner: Owner) {
            handlers = DelegateHandlers(sender: owner)
            self.owner = owner
            ownerObject = owner
            super.init()
            slot = DelegateSlot(handlers: handlers, host: host)
            DelegateCallAbsorber.rememberDefaults()
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

        /// What the owner's `forwardingDelegate` reads: the forwardee when the slot reaches the
        /// proxy (it is the proxy, or another library's proxy wrapping it), the owner's
        /// `delegate` otherwise.
        @_spi(PatternKitPlumbing) public static func forwardingDelegate(of owner: Owner, delegate: AnyObject?)
            -> AnyObject?
        {
            existing(on: owner)?.slot?.forwardingDelegate ?? delegate
        }

        /// What the owner's `forwardingDelegate` writes: the forwardee behind the proxy, also when
        /// another library's proxy wraps ours (RxCocoa's, installed after the closures).
        /// - Returns: `false` when the slot does not reach a proxy (set its `delegate` then).
        @_spi(PatternKitPlumbing) public static func setForwardingDelegate(_ delegate: AnyObject?, of owner: Owner)
            -> Bool
        {
            existing(on: owner)?.slot?.setForwardingDelegate(delegate) ?? false
        }

        /// Makes sure the platform's calls reach the closures, as a registration does: when the
        /// app replaced the proxy with a plain `delegate = x` since, the proxy takes the slot back
        /// with `x` behind it (and says so, once, at runtime). For an owner that must not go
        /// silent between registrations (a field a `FormBinding` formats).
        @_spi(PatternKitPlumbing) public func reinstall() {
            guard !handlers.isEmpty else { return }
            slot?.install()
        }

        /// Whether the proxy holds the owner's slot now (installed, not yet given back).
        @_spi(PatternKitPlumbing) public var isInstalled: Bool {
            slot?.isInstalled ?? false
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

        /// Whether the proxy claims to implement `selector`, or `nil` when `selector` is not one
        /// of the delegate methods the subclass routes (`nil` here). A subclass answers from its
        /// family's routing table, which lives in the family's module
        /// (`handlers.claims(_:in:forwardeeResponds:)`, keyed by the selector): claimed when one of its methods has a
        /// closure or the forwardee implements it.
        @_spi(PatternKitPlumbing) open nonisolated func claims(_ selector: Selector) -> Bool? {
            nil
        }

        /// Whether the proxy may take the owner's delegate slot now (a scroll view's own
        /// recognizers must keep the scroll view as their delegate).
        @_spi(PatternKitPlumbing) open var mayInstall: Bool { true }

        /// Whether the proxy may stand behind `forwardingProxy`, another library's proxy in the
        /// slot; a family answers `false` (after a runtime diagnostic) for a data source whose
        /// required methods RxCocoa's data source proxy answers from its own bookkeeping.
        @_spi(PatternKitPlumbing) open func mayGoBehind(_ forwardingProxy: AnyObject) -> Bool { true }

        // MARK: The forwardee

        /// The method only PatternKit's proxies implement: an object that is not one and says it
        /// responds to it forwards to one of them.
        @objc nonisolated func patternKitDelegateProxyMarker() {}

        /// The forwardee, for another PatternKit proxy of the same slot that chains to this one.
        @objc public nonisolated var patternKitForwardee: AnyObject? { handlers.forwardee }

        /// The owner, for another PatternKit proxy deciding whether to chain to this one.
        @objc public nonisolated var patternKitOwner: AnyObject? { ownerObject }

        /// What the owner's `forwardingDelegate` reads through this proxy.
        @objc public var patternKitForwardingDelegate: AnyObject? { slot?.forwardingDelegate }

        /// What the owner's `forwardingDelegate` writes through this proxy.
        @objc public func patternKitSetForwardingDelegate(_ delegate: AnyObject?) -> Bool {
            slot?.setForwardingDelegate(delegate) ?? false
        }

        /// The delegate that keeps receiving every call.
        @_spi(PatternKitPlumbing) public var forwardee: AnyObject? {
            handlers.forwardee
        }

        /// The forwardee calls are handed to: `nil` when it is gone, or when it is a foreign
        /// object that forwards to a PatternKit proxy (the call came through it already).
        @_spi(PatternKitPlumbing) public nonisolated func usableForwardee() -> AnyObject? {
            guard let forwardee = handlers.forwardee else { return nil }
            if DelegateProxyObject.ownProxy(forwardee) != nil { return forwardee }
            return Self.forwardsToAProxy(forwardee) ? nil : forwardee
        }

        /// Whether `object` forwards to a PatternKit proxy (by behaviour: it says it implements
        /// the marker method, which only our proxies have), without being one itself.
        nonisolated static func forwardsToAProxy(_ object: AnyObject) -> Bool {
            guard DelegateProxyObject.ownProxy(object) == nil, let object = object as? any NSObjectProtocol else {
                return false
            }
            return object.responds(to: #selector(DelegateProxy<NSObject>.patternKitDelegateProxyMarker))
        }

        /// `hasClosures`, or the forwardee implements `selector`: the truthful `responds(to:)`.
        @_spi(PatternKitPlumbing) public nonisolated func claim(_ hasClosures: Bool, _ selector: Selector) -> Bool {
            hasClosures || forwardeeResponds(to: selector)
        }

        /// Whether the forwardee implements `selector` (a question that comes back through a
        /// forwardee wrapping this proxy answers `false`).
        @_spi(PatternKitPlumbing) public nonisolated func forwardeeResponds(to selector: Selector) -> Bool {
            forwardee(implementing: selector) != nil
        }

        /// The usable forwardee (``usableForwardee()``) when it implements `selector`. What every
        /// forwarded call asks (`forwardingTarget(for:)`): once a plain delegate has answered for
        /// `selector`, one lock and no allocation, no cast and no message
        /// (`DelegateHandlers.forwardee(respondingTo:answersAreStable:_:)`).
        nonisolated func forwardee(implementing selector: Selector) -> AnyObject? {
            handlers.forwardee(
                respondingTo: unsafeBitCast(selector, to: UInt.self), answersAreStable: DelegateProxyObject.isPlain
            ) { DelegateProxyObject.takes($0, selector) }
        }

        /// The forwardee messaged as the delegate protocol `P`, after `responds(to:)` (Swift's
        /// optional-method call asks it), whatever protocols its class declares: a multicast
        /// delegate or an informal conformance gets every call it says it implements.
        @_spi(PatternKitPlumbing) public nonisolated func delegate<P>(_ forwardee: AnyObject, as type: P.Type) -> P {
            messaging(forwardee, as: type)
        }

        /// The forwardee messaged as `P` for a *required* method of `P` (Swift calls those
        /// without asking): `nil` unless it responds to `selector`.
        @_spi(PatternKitPlumbing) public nonisolated func delegate<P>(
            _ forwardee: AnyObject, as type: P.Type, implementing selector: Selector
        ) -> P? {
            guard (forwardee as? any NSObjectProtocol)?.responds(to: selector) == true else { return nil }
            return messaging(forwardee, as: type)
        }

        // MARK: Objective-C

        @_spi(PatternKitPlumbing) override public nonisolated func responds(to selector: Selector!) -> Bool {
            guard let selector else { return false }
            if let claimed = claims(selector) { return claimed }
            return super.responds(to: selector) || forwardeeResponds(to: selector)
        }

        @_spi(PatternKitPlumbing) override public nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
            guard let selector else { return nil }
            if let forwardee = forwardee(implementing: selector) {
                return forwardee
            }
            // Claimed for a forwardee that has just gone (its deallocation watcher makes UIKit ask
            // again on the main queue's next turn): this call, already on its way, gets UIKit's
            // documented default. Nothing is scheduled from here: a stray message (not a delegate
            // method) must not make the slot be reassigned.
            return Self.defaultAnswerTarget(for: selector)
                ?? DelegateCallAbsorber.target(for: selector, in: Self.delegateProtocols)
                ?? super.forwardingTarget(for: selector)
        }

        /// An object that answers `selector` as UIKit does for a delegate that does not implement
        /// it, when the answer depends on the call's arguments (a presentation controller's own
        /// style, a move's proposed index path): the family's, in its module; `nil` here. Asked
        /// only for a call whose forwardee has just gone.
        @_spi(PatternKitPlumbing) open nonisolated class func defaultAnswerTarget(for selector: Selector) -> AnyObject?
        {
            nil
        }

        // MARK: The slot's questions

        /// Answers the core's questions about Objective-C objects for this proxy.
        @MainActor
        private final class Host: DelegateSlotHost {
            unowned let proxy: DelegateProxy<Owner>

            init(proxy: DelegateProxy<Owner>) {
                self.proxy = proxy
            }

            var slotDelegate: AnyObject? {
                get { proxy.ownerDelegate }
                set { proxy.ownerDelegate = newValue.map { $0 === self ? proxy : $0 } }
            }

            var mayInstall: Bool { proxy.mayInstall }

            func isThisProxy(_ object: AnyObject) -> Bool {
                object === proxy || object === self
            }

            func reachesThisProxy(_ object: AnyObject) -> Bool {
                guard !isThisProxy(object) else { return false }
                // Our own proxies of the same slot: follow their forwardees.
                var next: AnyObject? = object
                var steps = 0
                while let current = next.flatMap(DelegateProxyObject.ownProxy), steps < 8 {
                    guard let forwardee = current.patternKitForwardee else { return false }
                    if isThisProxy(forwardee) { return true }
                    next = forwardee
                    steps += 1
                }
                guard let next else { return false }
                return DelegateProxy.forwardsToAProxy(next)
            }

            func forwardee(ofForwardingProxy object: AnyObject) -> AnyObject?? {
                guard DelegateProxyObject.ownProxy(object) == nil else { return nil }
                return ForwardingProxyAPI.forwardee(of: object)
            }

            func setForwardee(ofForwardingProxy object: AnyObject, to forwardee: AnyObject?, retaining: Bool) {
                ForwardingProxyAPI.setForwardee(
                    of: object, to: forwardee.map { $0 === self ? proxy : $0 }, retaining: retaining)
            }

            func forwardingProxyRetainsForwardee(_ object: AnyObject) -> Bool {
                ForwardingProxyAPI.retainsForwardee(object)
            }

            func mayGoBehind(_ object: AnyObject) -> Bool {
                proxy.mayGoBehind(object)
            }

            func forwardeeToKeep(for object: AnyObject) -> AnyObject? {
                // Another owner's proxy is never chained: its own forwardee is taken instead.
                if let other = DelegateProxyObject.ownProxy(object), other.patternKitOwner !== proxy.owner {
                    return other.patternKitForwardee
                }
                return object
            }

            /// The forwardee whose deallocation is watched (held weakly: an object deallocated and
            /// another created at its address is a new one).
            private weak var watched: AnyObject?

            func observeDeallocation(of object: AnyObject, _ gone: @escaping @MainActor @Sendable () -> Void) {
                guard object !== watched else { return }
                if let watched { DeallocationWatcher.unwatch(watched, for: proxy) }
                watched = object
                DeallocationWatcher.watch(object, for: proxy, gone)
            }

            func reportReplacement(by delegate: AnyObject?) {
                let diagnostic = replacementDiagnostic(for: Owner.self, by: delegate)
                os_log(.fault, log: OSLog(subsystem: "PatternKit", category: "Delegates"), "%{public}@", diagnostic)
            }
        }
    }

    /// The class every PatternKit delegate proxy is: what makes an object one of ours is its
    /// class, never what it answers — an `NSProxy` that wraps our proxy and forwards
    /// `conformsToProtocol:` answers like one, and taking it for ours would make a loop (us →
    /// wrapper → us).
    @_spi(PatternKitPlumbing) open class DelegateProxyObject: NSObject {
        /// `object` as a PatternKit proxy, when its class is one (by identity of class).
        nonisolated static func ownProxy(_ object: AnyObject) -> (any PatternKitDelegateProxying)? {
            guard object is DelegateProxyObject else { return nil }
            return object as? any PatternKitDelegateProxying
        }

        /// Whether calls of `selector` may be handed to `forwardee`: it implements it, and is one
        /// of our proxies or an object that does not forward to one (the call came through it
        /// already). One copy for every proxy family.
        @inline(never)
        nonisolated static func takes(_ forwardee: AnyObject, _ selector: Selector) -> Bool {
            guard ownProxy(forwardee) != nil || !DelegateProxy<NSObject>.forwardsToAProxy(forwardee) else {
                return false
            }
            return (forwardee as? any NSObjectProtocol)?.responds(to: selector) ?? false
        }

        /// Whether what `object` implements is decided by its class alone: it is no proxy (ours,
        /// another library's forwarding one, an `NSProxy`) and its class answers `responds(to:)`
        /// and `forwardingTarget(for:)` as `NSObject` does (a multicast delegate overrides them
        /// to answer for its members, which change). Its answers can then be kept.
        nonisolated static func isPlain(_ object: AnyObject) -> Bool {
            guard ownProxy(object) == nil, let object = object as? NSObject, !object.isProxy(),
                ForwardingProxyAPI.forwardee(of: object) == nil
            else { return false }
            let type: AnyClass = object_getClass(object) ?? NSObject.self
            let responds = #selector(NSObject.responds(to:))
            let forwarding = #selector(NSObject.forwardingTarget(for:))
            return class_getMethodImplementation(type, responds)
                == class_getMethodImplementation(NSObject.self, responds)
                && class_getMethodImplementation(type, forwarding)
                    == class_getMethodImplementation(NSObject.self, forwarding)
        }
    }

    /// What every PatternKit delegate proxy answers, whatever its family: another owner's proxy
    /// put in a slot is never chained (its forwardee is taken instead), and `CustomTextField`
    /// puts the app's delegate behind the closures through `patternKitSetForwardingDelegate:`.
    @objc @_spi(PatternKitPlumbing) public protocol PatternKitDelegateProxying: NSObjectProtocol {
        /// The delegate behind the proxy.
        var patternKitForwardee: AnyObject? { get }
        /// The object whose delegate slot the proxy serves.
        var patternKitOwner: AnyObject? { get }
        /// What the owner's `forwardingDelegate` reads through the proxy.
        @MainActor var patternKitForwardingDelegate: AnyObject? { get }
        /// What the owner's `forwardingDelegate` writes through the proxy; `false` when the
        /// proxy does not take it.
        @MainActor func patternKitSetForwardingDelegate(_ delegate: AnyObject?) -> Bool
    }

    /// `object` as the Objective-C protocol existential `P` (`id<P>`), without asking whether its
    /// class declares `P`: Objective-C messages it after `responds(to:)` either way.
    @_spi(PatternKitPlumbing) public nonisolated func messaging<P>(_ object: AnyObject, as type: P.Type) -> P {
        precondition(MemoryLayout<P>.size == MemoryLayout<AnyObject>.size, "P must be an @objc protocol type")
        return unsafeBitCast(object, to: P.self)
    }
#endif
