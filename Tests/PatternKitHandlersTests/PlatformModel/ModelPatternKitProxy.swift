import Foundation
import PatternKitHandlers
import PatternKitUIKit

/// Work the model's main queue runs later (a `Task { @MainActor in … }` on the platform).
@MainActor
enum ModelMainQueue {
    private static var pending: [() -> Void] = []

    static func async(_ work: @escaping () -> Void) { pending.append(work) }

    /// Runs what was queued (the next turn of the run loop).
    static func drain() {
        while !pending.isEmpty { pending.removeFirst()() }
    }
}

/// PatternKitHandlersUIKit's `DelegateProxy` translated to the model, question for question:
/// the core (`DelegateSlot`, `DelegateHandlers`, `DelegateRoutes`, `AbsorbedCall`) decides; this
/// class answers the core's questions about the model's objects (by behaviour: the marker
/// method, the forwarding API RxCocoa publishes) and assigns the slot, as the UIKit class does
/// for Objective-C objects.
@MainActor
final class ModelPatternKitProxy: ModelObject, DelegateSlotHost {
    static let marker = "patternKitDelegateProxyMarker"
    /// The type encodings the UIKit adapter reads from the delegate protocols.
    static let encodings = [
        TableSelector.heightForRow: "d32@0:8@16@24", TableSelector.canFocusRow: "B32@0:8@16@24",
        TableSelector.willSelectRow: "@32@0:8@16@24", TableSelector.didSelectRow: "v32@0:8@16@24",
        TableSelector.didScroll: "v24@0:8@16",
    ]

    let routes: DelegateRoutes
    let handlers: DelegateHandlers<ModelTableView>
    private(set) weak var owner: ModelTableView?
    private var slot: DelegateSlot?
    /// Runtime diagnostics logged.
    private(set) var diagnostics: [String] = []
    /// Calls answered for a gone forwardee, with the answer.
    private(set) var absorbed: [(selector: String, answer: Any?)] = []

    private init(owner: ModelTableView, routes: DelegateRoutes) {
        self.routes = routes
        self.owner = owner
        handlers = DelegateHandlers(sender: owner)
        super.init()
        slot = DelegateSlot(handlers: handlers, host: self)
    }

    /// The table's proxy of `family` (one per family and table, associated with it).
    static func proxy(on table: ModelTableView, family: String = "table", routes: DelegateRoutes = .tableView)
        -> ModelPatternKitProxy
    {
        if let existing = table.associated["patternkit." + family] as? ModelPatternKitProxy { return existing }
        let proxy = ModelPatternKitProxy(owner: table, routes: routes)
        table.associated["patternkit." + family] = proxy
        return proxy
    }

    var forwardee: ModelObject? { handlers.forwardee as? ModelObject }

    /// `forwardingDelegate`'s getter and setter on the owner.
    var forwardingDelegate: ModelObject? {
        get { (slot?.forwardingDelegate ?? owner?.delegate) as? ModelObject }
        set { if slot?.setForwardingDelegate(newValue) != true { owner?.delegate = newValue } }
    }

    /// `forwardingDelegate = delegate` on an owner whose slot several families share (a
    /// navigation controller that is an image picker), as the UIKit adapter writes it: the
    /// `family`'s proxy if it exists and takes it, else whichever family's proxy holds the slot,
    /// else a plain assignment.
    static func setForwardingDelegate(_ delegate: ModelObject?, on table: ModelTableView, family: String) {
        if let own = table.associated["patternkit." + family] as? ModelPatternKitProxy,
            own.slot?.setForwardingDelegate(delegate) == true
        {
            return
        }
        if let holder = table.delegate as? ModelPatternKitProxy, holder.owner === table,
            holder.slot?.setForwardingDelegate(delegate) == true
        {
            return
        }
        table.delegate = delegate
    }

    // MARK: responds(to:) and forwarding

    private func usableForwardee() -> ModelObject? {
        guard let forwardee else { return nil }
        if forwardee is ModelPatternKitProxy { return forwardee }
        return Self.forwardsToAProxy(forwardee) ? nil : forwardee
    }

    static func forwardsToAProxy(_ object: AnyObject) -> Bool {
        guard !(object is ModelPatternKitProxy), let object = object as? ModelObject else { return false }
        return object.responds(to: marker)
    }

    private func forwardeeResponds(to selector: String) -> Bool {
        forwardee(implementing: selector) != nil
    }

    /// The usable forwardee when it implements `selector`, as the UIKit adapter's
    /// `forwardee(implementing:)` asks: a plain delegate's answer is kept.
    private func forwardee(implementing selector: String) -> AnyObject? {
        /// Whether what `object` implements is its class's alone (`DelegateProxy.isPlain`).
        func isPlain(_ object: AnyObject) -> Bool {
            !(object is ModelPatternKitProxy) && (object as? ModelObject)?.respondsByClass == true
        }
        func responds(_ forwardee: AnyObject) -> Bool {
            guard forwardee is ModelPatternKitProxy || !Self.forwardsToAProxy(forwardee) else { return false }
            return (forwardee as? ModelObject)?.responds(to: selector) ?? false
        }
        return handlers.forwardee(respondingTo: ModelSelector.key(selector), answersAreStable: isPlain, responds)
    }

    /// The proxy's class implements every method it routes.
    override func hasMethodSignature(for selector: String) -> Bool {
        routes.methodNames(for: selector) != nil || responds(to: selector)
    }

    override func responds(to selector: String) -> Bool {
        if selector == Self.marker { return true }
        if let claimed = handlers.claims(selector, in: routes, forwardeeResponds: { forwardeeResponds(to: selector) }) {
            return claimed
        }
        return forwardeeResponds(to: selector)
    }

    override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
        var failure: ModelFailure?
        /// The forwardee messaged after `responds(to:)`, as the UIKit adapter does.
        func forward(_ forwardee: AnyObject) -> Any?? {
            guard let object = forwardee as? ModelObject, object.responds(to: selector) else { return .none }
            do { return .some(try object.receive(selector, arguments)) } catch { failure = error }
            return .none
        }
        let routed = routes.methodNames(for: selector) != nil
        let indexPath = arguments.first as? IndexPath
        var answer: Any?
        switch selector {
        case TableSelector.didSelectRow where routed:
            handlers.notify(.didSelectRow, indexPath!) { _ = forward($0) }
        case TableSelector.willSelectRow where routed:
            answer = handlers.permit(.shouldSelectRow, indexPath!) { forwardee in
                forward(forwardee).map { $0 as? IndexPath }
            }
        case TableSelector.didScroll where routed:
            handlers.notify(.didScroll, ()) { _ = forward($0) }
        default:
            // `forwardingTarget(for:)`.
            if let forwardee = forwardee(implementing: selector) as? ModelObject {
                return try forwardee.receive(selector, arguments)
            }
            guard let encoding = Self.encodings[selector],
                let call = AbsorbedCall(typeEncoding: encoding, selectorName: selector)
            else { throw .unrecognizedSelector(selector) }
            answer = Self.answer(call)
            absorbed.append((selector, answer))
        }
        if let failure { throw failure }
        return answer
    }

    private static func answer(_ call: AbsorbedCall) -> Any? {
        switch call {
        case .automaticDimension: ModelTableView.automaticDimension
        case .bool(let value): value
        case .double: 0.0
        default: nil
        }
    }

    // MARK: DelegateSlotHost

    var slotDelegate: AnyObject? {
        get { owner?.delegate }
        set { owner?.delegate = newValue as? ModelObject }
    }

    var mayInstall: Bool { true }

    func isThisProxy(_ object: AnyObject) -> Bool { object === self }

    func reachesThisProxy(_ object: AnyObject) -> Bool {
        guard object !== self else { return false }
        var next: AnyObject? = object
        var steps = 0
        while let proxy = next as? ModelPatternKitProxy, steps < 8 {
            guard let forwardee = proxy.forwardee else { return false }
            if forwardee === self { return true }
            next = forwardee
            steps += 1
        }
        guard let next else { return false }
        return Self.forwardsToAProxy(next)
    }

    func forwardee(ofForwardingProxy object: AnyObject) -> AnyObject?? {
        guard !(object is ModelPatternKitProxy), let object = object as? ModelObject,
            object.responds(to: ModelForwardingProxyAPI.forwardee),
            object.responds(to: ModelForwardingProxyAPI.setForwardee)
        else { return nil }
        // Its forwardee or nil: an absent forwardee comes back as `Optional.none` inside `Any`,
        // which `as? AnyObject` would box into an object (an immortal one on Linux, whose weak
        // reference's side table is never freed).
        let forwardee = try? object.receive(ModelForwardingProxyAPI.forwardee, [])
        return .some(forwardee.flatMap { $0 as? ModelObject })
    }

    func setForwardee(ofForwardingProxy object: AnyObject, to forwardee: AnyObject?, retaining: Bool) {
        _ = try? (object as? ModelObject)?.receive(
            ModelForwardingProxyAPI.setForwardee, [forwardee as Any, retaining])
    }

    /// `ForwardingProxyAPI.retainsForwardee`: `strongForwardDelegate` is the forwardee.
    func forwardingProxyRetainsForwardee(_ object: AnyObject) -> Bool {
        guard let object = object as? ModelObject, object.responds(to: ModelForwardingProxyAPI.strongForwardee),
            let strong = (try? object.receive(ModelForwardingProxyAPI.strongForwardee, [])).flatMap({
                $0 as? ModelObject
            })
        else { return false }
        return strong === (try? object.receive(ModelForwardingProxyAPI.forwardee, [])).flatMap { $0 as? ModelObject }
    }

    /// A data source family (`PickerViewDataSourceProxy`) refuses, once reported.
    var goesBehindForwardingProxies = true

    func mayGoBehind(_ object: AnyObject) -> Bool {
        if goesBehindForwardingProxies { return true }
        if diagnostics.isEmpty { diagnostics.append("refused to go behind \(type(of: object))") }
        return false
    }

    func forwardeeToKeep(for object: AnyObject) -> AnyObject? {
        if let other = object as? ModelPatternKitProxy, other.owner !== owner { return other.forwardee }
        return object
    }

    func observeDeallocation(of object: AnyObject, _ gone: @escaping @MainActor @Sendable () -> Void) {
        (object as? ModelObject)?.deallocationWatchers["patternkit.\(ObjectIdentifier(self))"] = { gone() }
    }

    func reportReplacement(by delegate: AnyObject?) {
        diagnostics.append(replacementDiagnostic(for: ModelTableView.self, by: delegate))
    }
}
