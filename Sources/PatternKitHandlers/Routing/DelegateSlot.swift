/// What a platform adapter tells a ``DelegateSlot`` about the objects it meets, and what it
/// does to the owner's delegate slot on the slot's behalf. Every question is about behaviour
/// (what an object answers), never about which framework its class comes from, except
/// ``forwardee(ofForwardingProxy:)``, which uses the forwarding API RxCocoa's proxies publish
/// (`_forwardToDelegate`, `_setForwardToDelegate:retainDelegate:`). CombineCocoa's proxies
/// publish none: each publisher access sets `delegate` to its own proxy and forwards nothing, so
/// one is seen as the app's delegate (and replaces ours, as a plain `delegate = x` does).
@MainActor
package protocol DelegateSlotHost: AnyObject {
    /// The owner's `delegate` property, read and written as the app would.
    var slotDelegate: AnyObject? { get set }

    /// Whether the proxy may take the slot now (`false` for a scroll view's own gesture
    /// recognizers, whose delegate must stay the scroll view).
    var mayInstall: Bool { get }

    /// Whether `object` is this proxy.
    func isThisProxy(_ object: AnyObject) -> Bool

    /// Whether calls sent to `object` reach this proxy: it is another library's proxy whose
    /// forwardee is ours, an app's multicast delegate that includes ours, or another PatternKit
    /// family's proxy of the same slot that took ours as its forwardee.
    func reachesThisProxy(_ object: AnyObject) -> Bool

    /// The forwardee of a forwarding proxy that lets its forwardee be read and changed
    /// (RxCocoa's `DelegateProxy`): `.some(forwardee)`, or `nil` when `object` is no such proxy.
    func forwardee(ofForwardingProxy object: AnyObject) -> AnyObject??

    /// Makes `forwardee` the forwardee of the forwarding proxy `object` (held weakly by it).
    func setForwardee(ofForwardingProxy object: AnyObject, to forwardee: AnyObject?)

    /// The delegate to keep behind the closures when `object` is put there: `object`, or the
    /// forwardee of another owner's PatternKit proxy (never chained).
    func forwardeeToKeep(for object: AnyObject) -> AnyObject?

    /// Calls `gone` (on the main actor) once `object` is deallocated.
    func observeDeallocation(of object: AnyObject, _ gone: @escaping @MainActor () -> Void)

    /// Logs a runtime diagnostic (once per owner at most).
    func report(_ diagnostic: String)
}

/// The decisions a delegate proxy makes about its owner's delegate slot, for every order in
/// which the app, other libraries and the closures touch it: when to take the slot, when to
/// stand behind another library's proxy, when to make the platform ask again what the delegate
/// implements (it caches the answers when a delegate is assigned), and when to give the slot
/// back. The platform adapter (a UIKit `DelegateProxy`) answers questions about the objects
/// involved through ``DelegateSlotHost``; nothing here touches a platform object, so every
/// order is run on Linux against an executable model of UIKit's delegate contract.
///
/// The rules:
///
/// - **Take the slot at the first closure.** What was there (the app's delegate) goes behind
///   the closures, the *forwardee*, held weakly as UIKit holds delegates.
/// - **Stand behind a forwarding proxy.** When the slot holds a proxy that publishes its
///   forwardee (RxCocoa's, installed before the closures), ours goes between it and its
///   forwardee: the platform calls that proxy, which calls ours, which calls the app's
///   delegate, each once. Taking its place instead would make it wrap ours again at its next
///   use and drop the app's delegate.
/// - **Leave a wrapper in place.** An object in the slot that already reaches our proxy
///   (RxCocoa's proxy installed after the closures) stays; the platform is made to ask it again
///   what it implements.
/// - **Never forward to an object that reaches us** (see
///   ``DelegateHandlers/forwardeeForwardsBack``): the call came through it already.
/// - **A gone forwardee is not answered for.** When the app's delegate is deallocated the
///   platform is made to ask again (or gets the slot back, empty): no method stays claimed for
///   a delegate that no longer exists.
/// - **Give the slot back** when the last closure goes: the slot reads what the app set.
@MainActor
package final class DelegateSlot<Sender: AnyObject> {
    /// The owner's closure table.
    package let handlers: DelegateHandlers<Sender>
    private weak var host: (any DelegateSlotHost)?
    /// Whether the proxy put itself in the slot (or behind a forwarding proxy there) and has
    /// not given it back.
    package private(set) var isInstalled = false
    /// The forwarding proxy the proxy stands behind, when it inserted itself there.
    private weak var frontProxy: AnyObject?
    private var didReportReplacement = false
    /// The forwardees whose deallocation is watched (by identity).
    private var watched: [ObjectIdentifier] = []

    /// A slot for `handlers`, managed through `host` (held weakly: the host owns the slot).
    package init(handlers: DelegateHandlers<Sender>, host: any DelegateSlotHost) {
        self.handlers = handlers
        self.host = host
        handlers.onRoutingChange = { [weak self] in self?.routingChanged() }
        handlers.didRegister = { [weak self] in self?.install() }
        handlers.forwardeeForwardsBack = { [weak self] forwardee in
            self?.host?.reachesThisProxy(forwardee) ?? false
        }
    }

    /// What the slot holds, seen from this proxy.
    package enum Occupant: Equatable, Sendable {
        /// Nothing.
        case empty
        /// This proxy.
        case proxy
        /// An object that reaches this proxy.
        case wrapper
        /// A forwarding proxy that publishes its forwardee and does not reach this proxy.
        case forwardingProxy
        /// Anything else: the app's delegate.
        case delegate
    }

    /// Classifies `object`.
    package func occupant(_ object: AnyObject?) -> Occupant {
        guard let object else { return .empty }
        guard let host else { return .delegate }
        if host.isThisProxy(object) { return .proxy }
        if host.reachesThisProxy(object) { return .wrapper }
        if host.forwardee(ofForwardingProxy: object) != nil { return .forwardingProxy }
        return .delegate
    }

    // MARK: Installing

    /// What a closure registration does, by what the slot holds.
    package enum Installation: Equatable, Sendable {
        /// The proxy is reached already: nothing to do.
        case none
        /// A wrapper reaches the proxy: make the platform ask it again.
        case refreshWrapper
        /// Go between the forwarding proxy in the slot and its forwardee.
        case insertBehindForwardingProxy
        /// Become the delegate; what was there becomes the forwardee. `replacedProxy`: the app
        /// put its own delegate in the slot after the proxy had been installed (closures were
        /// silent since), which deserves a diagnostic; an emptied slot does not.
        case takeOver(replacedProxy: Bool)
    }

    /// Decides what a registration does.
    package static func installation(for occupant: Occupant, wasInstalled: Bool) -> Installation {
        switch occupant {
        case .proxy: .none
        case .wrapper: .refreshWrapper
        case .forwardingProxy: .insertBehindForwardingProxy
        case .empty: .takeOver(replacedProxy: false)
        case .delegate: .takeOver(replacedProxy: wasInstalled)
        }
    }

    /// Called after each registration: makes sure the platform's calls reach the closures.
    package func install() {
        guard let host, host.mayInstall else { return }
        let current = host.slotDelegate
        switch Self.installation(for: occupant(current), wasInstalled: isInstalled) {
        case .none:
            isInstalled = true
        case .refreshWrapper:
            isInstalled = true
            refresh()
        case .insertBehindForwardingProxy:
            guard let current, case .some(let inner) = host.forwardee(ofForwardingProxy: current) else { return }
            setForwardee(inner)
            host.setForwardee(ofForwardingProxy: current, to: host)
            frontProxy = current
            isInstalled = true
            refresh()
        case .takeOver(let replacedProxy):
            if replacedProxy { reportReplacement(by: current) }
            frontProxy = nil
            setForwardee(current)
            host.slotDelegate = host
            isInstalled = true
        }
    }

    // MARK: The forwardee

    /// Makes `delegate` the forwardee (another owner's proxy gives its own forwardee instead),
    /// and watches its deallocation.
    package func setForwardee(_ delegate: AnyObject?) {
        guard let host else { return }
        guard let delegate, !host.isThisProxy(delegate) else {
            if delegate == nil { handlers.forward(to: nil) }
            return
        }
        let kept = host.forwardeeToKeep(for: delegate)
        if let kept, !watched.contains(ObjectIdentifier(kept)) {
            watched.append(ObjectIdentifier(kept))
            let id = ObjectIdentifier(kept)
            host.observeDeallocation(of: kept) { [weak self] in
                self?.watched.removeAll { $0 == id }
                self?.forwardeeDeallocated()
            }
        }
        handlers.forward(to: kept)
    }

    /// The app's delegate went away while the proxy is installed: the platform still has its
    /// methods cached as implemented. Make it ask again, so it stops calling them (and uses its
    /// own defaults: automatic row heights, focusable rows); with no closure left, give the slot
    /// back empty.
    package func forwardeeDeallocated() {
        guard isInstalled, handlers.forwardee == nil else { return }
        routingChanged()
    }

    /// What the owner's `forwardingDelegate` reads: the forwardee when the slot reaches the
    /// proxy, the slot otherwise.
    package var forwardingDelegate: AnyObject? {
        guard let host else { return nil }
        let current = host.slotDelegate
        switch occupant(current) {
        case .proxy, .wrapper: return handlers.forwardee
        default: return current
        }
    }

    /// What the owner's `forwardingDelegate` writes: the forwardee, when the slot reaches the
    /// proxy (also through another library's proxy). When closures are registered but the slot
    /// no longer reaches the proxy — the app assigned `delegate`, or `rx.setDelegate(_:)` made
    /// RxCocoa's proxy drop ours — it repairs at once: the proxy takes the slot back, or goes
    /// behind RxCocoa's proxy again, with `delegate` behind the closures. `false` when the
    /// object has no closures (the adapter then assigns the slot).
    package func setForwardingDelegate(_ delegate: AnyObject?) -> Bool {
        guard let host else { return false }
        let current = host.slotDelegate
        switch occupant(current) {
        case .proxy, .wrapper:
            setForwardee(delegate)
            return true
        case .forwardingProxy where isInstalled && !handlers.isEmpty:
            guard let current else { return false }
            setForwardee(delegate)
            host.setForwardee(ofForwardingProxy: current, to: host)
            frontProxy = current
            refresh(current)
            return true
        case .delegate, .empty:
            guard isInstalled, !handlers.isEmpty else { return false }
            frontProxy = nil
            setForwardee(delegate)
            host.slotDelegate = host
            return true
        case .forwardingProxy:
            return false
        }
    }

    // MARK: Giving back

    /// What happens when the closures changed (or the forwardee did).
    package enum Change: Equatable, Sendable {
        /// Make the platform ask again what the delegate implements.
        case refresh
        /// The last closure went and the proxy is the delegate: the forwardee goes back into
        /// the slot.
        case restoreForwardee
        /// The last closure went and the proxy stands behind a forwarding proxy: that proxy
        /// gets our forwardee back.
        case restoreFrontProxy
        /// The last closure went but another object took the slot: forget the installation.
        case forget
        /// Nothing to do.
        case none
    }

    /// Decides what a change does.
    package static func change(hasClosures: Bool, occupant: Occupant, wasInstalled: Bool, isBehindFrontProxy: Bool)
        -> Change
    {
        guard wasInstalled else { return .none }
        if hasClosures { return occupant == .proxy || occupant == .wrapper ? .refresh : .none }
        if occupant == .proxy { return .restoreForwardee }
        if occupant == .wrapper, isBehindFrontProxy { return .restoreFrontProxy }
        return .forget
    }

    private func routingChanged() {
        guard let host else { return }
        let current = host.slotDelegate
        let kind = occupant(current)
        let front = frontProxy.flatMap { $0 === current ? $0 : nil }
        switch Self.change(
            hasClosures: !handlers.isEmpty, occupant: kind, wasInstalled: isInstalled, isBehindFrontProxy: front != nil)
        {
        case .refresh:
            refresh()
        case .restoreForwardee:
            isInstalled = false
            host.slotDelegate = handlers.forwardee
        case .restoreFrontProxy:
            isInstalled = false
            frontProxy = nil
            if let front { host.setForwardee(ofForwardingProxy: front, to: handlers.forwardee) }
            refresh(current)
        case .forget:
            isInstalled = false
            frontProxy = nil
        case .none:
            break
        }
    }

    /// Makes the platform ask the delegate (this proxy, or the object reaching it) again what
    /// it implements: it caches the answers when a delegate is assigned.
    private func refresh(_ object: AnyObject? = nil) {
        guard let host, let current = object ?? host.slotDelegate else { return }
        if object == nil {
            let kind = occupant(current)
            guard kind == .proxy || kind == .wrapper else { return }
        }
        host.slotDelegate = nil
        host.slotDelegate = current
    }

    private func reportReplacement(by delegate: AnyObject?) {
        guard !didReportReplacement, let host else { return }
        didReportReplacement = true
        let delegateType = delegate.map { String(describing: type(of: $0)) } ?? "nil"
        host.report(
            "PatternKit: the delegate of a \(Sender.self) was replaced by \(delegateType) after closures were "
                + "registered; they were not called since. Set your delegate with `forwardingDelegate`, or before "
                + "the first closure. It now goes behind the closures.")
    }
}
