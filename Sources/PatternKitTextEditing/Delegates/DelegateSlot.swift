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

    /// Makes `forwardee` the forwardee of the forwarding proxy `object`, which holds it weakly,
    /// or strongly when `retaining` (RxCocoa's `retainDelegate:`).
    func setForwardee(ofForwardingProxy object: AnyObject, to forwardee: AnyObject?, retaining: Bool)

    /// Whether the forwarding proxy `object` holds its forwardee strongly (RxCocoa's proxy of an
    /// `rx.items` data source, set with `retainDelegate: true`): the party that goes behind it
    /// then keeps it alive in its place.
    func forwardingProxyRetainsForwardee(_ object: AnyObject) -> Bool

    /// Whether the party may go behind the forwarding proxy `object`; `false` after the host
    /// reported why not (a data source proxy of RxCocoa answers its required methods from what
    /// its Swift API was given, which the Objective-C forwarding API bypasses).
    func mayGoBehind(_ object: AnyObject) -> Bool

    /// The delegate to keep behind the closures when `object` is put there: `object`, or the
    /// forwardee of another owner's PatternKit proxy (never chained).
    func forwardeeToKeep(for object: AnyObject) -> AnyObject?

    /// Calls `gone` (on the main actor) once `object`, the new forwardee, is deallocated; an
    /// object watched already is not watched twice, and the forwardee before need not be
    /// watched any longer.
    func observeDeallocation(of object: AnyObject, _ gone: @escaping @MainActor () -> Void)

    /// Reports (once per owner at most) that the app put `delegate` in the slot after the party
    /// had been installed, so the party was silent since: a runtime diagnostic.
    func reportReplacement(by delegate: AnyObject?)

    /// Puts `delegate` behind `party`, the next PatternKit party of the same slot (the chain
    /// is *filter → closures → app's delegate* on a `CustomTextField` with closures): `true`
    /// when `party` is one and took it.
    func handOn(_ delegate: AnyObject?, to party: AnyObject) -> Bool
}

extension DelegateSlotHost {
    /// No other party: the delegate stays behind this one.
    package func handOn(_ delegate: AnyObject?, to party: AnyObject) -> Bool { false }

    /// A forwarding proxy that says nothing of it holds its forwardee weakly.
    package func forwardingProxyRetainsForwardee(_ object: AnyObject) -> Bool { false }

    /// Every forwarding proxy may be stood behind.
    package func mayGoBehind(_ object: AnyObject) -> Bool { true }
}

/// One PatternKit party in a delegate slot's chain — the closures of an object
/// (PatternKitHandlers' `DelegateHandlers`), or `CustomTextField`'s keystroke filter — as its
/// ``DelegateSlot`` sees it: the object behind it, and whether it has work now.
@MainActor
package protocol DelegateSlotParty: AnyObject {
    /// The object behind the party (the *forwardee*), held weakly.
    var forwardee: AnyObject? { get }
    /// Makes `object` the forwardee.
    func forward(to object: AnyObject?)
    /// Whether the party has nothing to do (no closure, a filter that does not filter): the
    /// slot is given back.
    var isEmpty: Bool { get }
}

/// The decisions a PatternKit party (a closure proxy, `CustomTextField`'s keystroke filter) makes
/// about its owner's delegate slot, for every order in which the app, other libraries and the
/// parties touch it — one algorithm for every delegate family and for the filter: when to take the slot, when to
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
/// - **Never forward to an object that reaches us** (PatternKitHandlers' table asks
///   ``DelegateSlotHost/reachesThisProxy(_:)``): the call came through it already.
/// - **A gone forwardee is not answered for.** When the app's delegate is deallocated the
///   platform is made to ask again (or gets the slot back, empty): no method stays claimed for
///   a delegate that no longer exists.
/// - **Give the slot back** when the last closure goes: the slot reads what the app set.
/// - **Parties chain.** A second PatternKit party of the same slot (the closures of a
///   `CustomTextField` that filters) sees the first party's forwardee as its slot: it stands
///   behind the first, and an owner that intercepts `delegate =` puts the app's delegate
///   behind the last party.
///
/// The entries only one kind of party calls live with it, so that an app links only what it
/// calls: `forwardingDelegate` in PatternKitHandlers (closure proxies), `assign(_:)` and
/// `slotBehind` in PatternKitValidationCore (`CustomTextField`'s filter).
@MainActor
package final class DelegateSlot {
    /// The party this slot decides for, not retained: it owns the slot (a filter), or the host
    /// that owns the slot owns it too (a closure proxy and its table).
    package unowned let party: any DelegateSlotParty
    package private(set) weak var host: (any DelegateSlotHost)?
    /// Whether the proxy put itself in the slot (or behind a forwarding proxy there) and has
    /// not given it back.
    package private(set) var isInstalled = false
    /// The forwardee a forwarding proxy held strongly before the party went behind it, kept
    /// alive here while it is the party's forwardee.
    private var retainedForwardee: AnyObject?
    /// The forwarding proxy the proxy stands behind, when it inserted itself there.
    package weak var frontProxy: AnyObject?
    private var didReportReplacement = false

    /// A slot for `party`, managed through `host` (held weakly: the host owns the slot). The
    /// owner of the party calls ``install()`` when the party gets work and ``partyChanged()``
    /// when what it answers for changes.
    package init(party: any DelegateSlotParty, host: any DelegateSlotHost) {
        self.party = party
        self.host = host
    }

    /// What the slot holds, seen from this proxy.
    package enum Occupant: Sendable {
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

        /// Whether calls sent to the occupant reach the party (it is the party, or wraps it).
        package var reachesParty: Bool {
            switch self {
            case .proxy, .wrapper: true
            default: false
            }
        }
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
    enum Installation: Sendable {
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
    static func installation(for occupant: Occupant, wasInstalled: Bool) -> Installation {
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
            guard let current, case .some(let inner) = host.forwardee(ofForwardingProxy: current),
                host.mayGoBehind(current)
            else { return }
            goBehind(current, forwardee: inner)
            refresh()
        case .takeOver(let replacedProxy):
            if replacedProxy { reportReplacement(by: current) }
            takeSlot(forwardee: current)
        }
    }

    /// Goes between the forwarding proxy `front` and `forwardee`.
    package func goBehind(_ front: AnyObject, forwardee: AnyObject?) {
        guard let host else { return }
        let retained = forwardee.flatMap { host.forwardingProxyRetainsForwardee(front) ? $0 : nil }
        setForwardee(forwardee)
        if let retained, party.forwardee === retained { retainedForwardee = retained }
        host.setForwardee(ofForwardingProxy: front, to: host, retaining: false)
        frontProxy = front
        isInstalled = true
    }

    /// Takes the owner's slot, `forwardee` behind.
    package func takeSlot(forwardee: AnyObject?) {
        guard let host else { return }
        frontProxy = nil
        setForwardee(forwardee)
        host.slotDelegate = host
        isInstalled = true
    }

    // MARK: The forwardee

    /// Makes `delegate` the forwardee (another owner's proxy gives its own forwardee instead),
    /// and watches its deallocation.
    package func setForwardee(_ delegate: AnyObject?) {
        guard let host else { return }
        guard let delegate, !host.isThisProxy(delegate) else {
            if delegate == nil {
                retainedForwardee = nil
                party.forward(to: nil)
            }
            return
        }
        let kept = host.forwardeeToKeep(for: delegate)
        if retainedForwardee !== kept { retainedForwardee = nil }
        if let kept {
            host.observeDeallocation(of: kept) { [weak self] in self?.forwardeeDeallocated() }
        }
        party.forward(to: kept)
    }

    /// The app's delegate went away while the proxy is installed: the platform still has its
    /// methods cached as implemented. Make it ask again, so it stops calling them (and uses its
    /// own defaults: automatic row heights, focusable rows); with no closure left, give the slot
    /// back empty.
    package func forwardeeDeallocated() {
        guard isInstalled, party.forwardee == nil else { return }
        partyChanged()
    }

    // MARK: Giving back

    /// What happens when the closures changed (or the forwardee did).
    enum Change: Sendable {
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
    static func change(hasClosures: Bool, occupant: Occupant, wasInstalled: Bool, isBehindFrontProxy: Bool)
        -> Change
    {
        guard wasInstalled else { return .none }
        if hasClosures { return occupant.reachesParty ? .refresh : .none }
        switch occupant {
        case .proxy: return .restoreForwardee
        case .wrapper where isBehindFrontProxy: return .restoreFrontProxy
        default: return .forget
        }
    }

    /// The party's work or forwardee changed: make the platform ask again, or give the slot back
    /// when the party has no work left.
    package func partyChanged() {
        guard let host else { return }
        let current = host.slotDelegate
        let kind = occupant(current)
        // The forwarding proxy in front: the one we went behind, or one that wrapped us later.
        let front: AnyObject? =
            if let frontProxy, frontProxy === current {
                frontProxy
            } else if let current, case .wrapper = kind,
                case .some(let inner) = host.forwardee(ofForwardingProxy: current),
                let inner, host.isThisProxy(inner)
            {
                current
            } else {
                nil
            }
        switch Self.change(
            hasClosures: !party.isEmpty, occupant: kind, wasInstalled: isInstalled, isBehindFrontProxy: front != nil)
        {
        case .refresh:
            refresh()
        case .restoreForwardee:
            isInstalled = false
            host.slotDelegate = party.forwardee
        case .restoreFrontProxy:
            isInstalled = false
            frontProxy = nil
            if let front {
                let forwardee = party.forwardee
                host.setForwardee(
                    ofForwardingProxy: front, to: forwardee,
                    retaining: forwardee != nil && forwardee === retainedForwardee)
            }
            retainedForwardee = nil
            refresh(current)
        case .forget:
            isInstalled = false
            frontProxy = nil
            // Whoever holds the slot, if calls still reach the party, the answers it gave for it
            // changed: the platform asks again.
            if kind.reachesParty { refresh(current) }
        case .none:
            break
        }
    }

    /// Makes the platform ask the delegate (this proxy, or the object reaching it) again what
    /// it implements: it caches the answers when a delegate is assigned.
    package func refresh(_ object: AnyObject? = nil) {
        guard let host, let current = object ?? host.slotDelegate else { return }
        if object == nil {
            guard occupant(current).reachesParty else { return }
        }
        host.slotDelegate = nil
        host.slotDelegate = current
    }

    private func reportReplacement(by delegate: AnyObject?) {
        guard !didReportReplacement, let host else { return }
        didReportReplacement = true
        host.reportReplacement(by: delegate)
    }
}
