import PatternKitHandlers
import PatternKitTextEditing
import PatternKitValidationCore

/// An object of the model: its name, and what it forwards to (its `behind`, RxCocoa's
/// `_forwardToDelegate`, a closure proxy's forwardee).
@MainActor
final class ChainObject {
    let name: String
    var forwardee: ChainObject?
    /// RxCocoa's `DelegateProxy`: publishes and takes its forwardee
    /// (`_forwardToDelegate` / `_setForwardToDelegate:retainDelegate:`, RxCocoa's
    /// `DelegateProxy.swift`).
    let isForwardingProxy: Bool

    init(_ name: String, forwardingProxy: Bool = false) {
        self.name = name
        isForwardingProxy = forwardingProxy
    }

    /// Whether a message sent to this object reaches `target` (Objective-C's `responds(to:)` for
    /// a marker method only `target` implements: RxCocoa's proxy and PatternKit's parties answer
    /// it for their forwardee).
    func reaches(_ target: ChainObject) -> Bool {
        var next = forwardee
        for _ in 0..<8 {
            guard let current = next else { return false }
            if current === target { return true }
            next = current.forwardee
        }
        return false
    }
}

/// A text field with `CustomTextField`'s keystroke filter and PatternKit's closure proxy, each a
/// party with its own ``DelegateSlot`` — the same algorithm — answering as the UIKit adapters do:
///
/// - UIKit's `delegate` is weak, and UIKit caches what a delegate implements when it is assigned
///   (`UITextField.h`: "weak"; UIKit reads `respondsToSelector:` at assignment), so every change
///   of what a party answers for is a new assignment (counted).
/// - The field overrides `delegate`'s setter: every assignment goes to the filter's slot
///   (``DelegateSlot/assign(_:)``); reading gives UIKit's slot.
/// - The closure proxy's slot is what the filter's slot shows behind it
///   (``DelegateSlot/slotBehind``), the field's `delegateSlotObject`.
@MainActor
final class ChainField {
    /// UIKit's slot (`super.delegate`).
    weak var uikitSlot: ChainObject?
    private(set) var uikitAssignments = 0
    private(set) lazy var filter = Filter("filter", field: self)
    private(set) var closures: Closures?
    /// Keeps the model's objects alive, as the app and RxCocoa keep theirs.
    private var kept: [ChainObject] = []

    var uikitDelegate: AnyObject? {
        get { uikitSlot }
        set {
            uikitSlot = newValue as? ChainObject
            uikitAssignments += 1
        }
    }

    /// `field.delegate = object`.
    func assign(_ object: ChainObject?) {
        if let object { kept.append(object) }
        filter.slot.assign(object)
    }

    /// The field starts or stops filtering (`editFiltering`, `formatsWhileTyping`).
    func setFiltering(_ filters: Bool) { filter.setFiltering(filters) }

    /// The app registers a closure (PatternKitHandlers' `didRegister` installs the proxy).
    func registerClosure() {
        let made = closures ?? Closures("closures", field: self)
        closures = made
        made.hasClosures = true
        made.slot.install()
    }

    /// The last closure goes (`onRoutingChange`).
    func removeClosures() {
        closures?.hasClosures = false
        closures?.slot.partyChanged()
    }

    /// RxCocoa's `proxy(for:)` the first time: the proxy wraps what `delegate` reads, then takes
    /// the slot (`DelegateProxyType.installForwardDelegate` / `setCurrentDelegate`).
    func installRx() -> ChainObject {
        let rx = ChainObject("rx", forwardingProxy: true)
        rx.forwardee = uikitSlot
        assign(rx)
        return rx
    }

    /// RxCocoa's `setDelegate(_:)` on an installed proxy: the new forwardee, then the reset
    /// `delegate = nil; delegate = proxy` that makes UIKit ask again.
    func rxSetDelegate(_ rx: ChainObject, _ delegate: ChainObject) {
        kept.append(delegate)
        rx.forwardee = delegate
        assign(nil)
        assign(rx)
    }

    /// What a keystroke travels through, from UIKit's slot; "loop" when it comes back.
    var chain: [String] {
        var names: [String] = []
        var seen: [ObjectIdentifier] = []
        var next = uikitSlot
        while let current = next {
            if seen.contains(ObjectIdentifier(current)) { return names + ["loop"] }
            seen.append(ObjectIdentifier(current))
            names.append(current.name)
            next = current.forwardee
        }
        return names
    }

    /// What both parties answer alike, as both UIKit hosts do: the party's object, its
    /// forwardee, RxCocoa's forwarding API, the objects kept.
    @MainActor
    class Party: DelegateSlotHost, DelegateSlotParty {
        let object: ChainObject
        unowned let field: ChainField
        lazy var slot = DelegateSlot(party: self, host: self)

        init(_ name: String, field: ChainField) {
            object = ChainObject(name)
            self.field = field
        }

        var forwardee: AnyObject? { object.forwardee }
        func forward(to target: AnyObject?) {
            guard object.forwardee !== target else { return }
            object.forwardee = target as? ChainObject
            slot.partyChanged()
        }
        var isEmpty: Bool { true }

        var slotDelegate: AnyObject? {
            get { nil }
            set {}
        }
        var mayInstall: Bool { true }
        func isThisProxy(_ other: AnyObject) -> Bool { other === object || other === self }
        func reachesThisProxy(_ other: AnyObject) -> Bool {
            guard let other = other as? ChainObject, other !== object else { return false }
            return other.reaches(object)
        }
        func forwardee(ofForwardingProxy other: AnyObject) -> AnyObject?? {
            guard let other = other as? ChainObject, other.isForwardingProxy else { return nil }
            return .some(other.forwardee)
        }
        func setForwardee(ofForwardingProxy other: AnyObject, to target: AnyObject?, retaining: Bool) {
            (other as? ChainObject)?.forwardee = target.map { $0 === self ? object : $0 } as? ChainObject
        }
        func forwardeeToKeep(for other: AnyObject) -> AnyObject? { other }
        func observeDeallocation(of other: AnyObject, _ gone: @escaping @MainActor () -> Void) {}
        func reportReplacement(by delegate: AnyObject?) {}
        func handOn(_ delegate: AnyObject?, to party: AnyObject) -> Bool { false }
        /// `self` in the slot is the party's object, as a UIKit host puts its proxy there.
        func object(for value: AnyObject?) -> ChainObject? { (value === self ? object : value) as? ChainObject }
    }

    /// The filter: `EditFilterSlot` translated to the model. Its slot is UIKit's; an object that
    /// reaches the closures but not the filter does not reach it.
    final class Filter: Party {
        private(set) var isActive = false

        func setFiltering(_ filters: Bool) {
            guard isActive != filters else { return }
            isActive = filters
            if filters { slot.install() } else { slot.partyChanged() }
        }

        override var isEmpty: Bool { !isActive }
        override var slotDelegate: AnyObject? {
            get { field.uikitDelegate }
            set { field.uikitDelegate = object(for: newValue) }
        }
        override func reachesThisProxy(_ other: AnyObject) -> Bool {
            other !== field.closures?.object && super.reachesThisProxy(other)
        }
        /// The closure proxy takes the app's delegate through `patternKitSetForwardingDelegate:`.
        override func handOn(_ delegate: AnyObject?, to party: AnyObject) -> Bool {
            guard let closures = field.closures, party === closures.object else { return false }
            return closures.slot.setForwardingDelegate(delegate)
        }
    }

    /// PatternKit's closure proxy (PatternKitHandlersUIKit's `DelegateProxy` host) on this field:
    /// its slot is `delegateSlotObject`, the slot behind the filter.
    final class Closures: Party {
        var hasClosures = false

        override var isEmpty: Bool { !hasClosures }
        override var slotDelegate: AnyObject? {
            get { field.filter.slot.slotBehind }
            set { field.filter.slot.slotBehind = object(for: newValue) }
        }
    }
}
