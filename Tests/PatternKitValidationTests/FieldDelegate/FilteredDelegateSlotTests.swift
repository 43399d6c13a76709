import PatternKitValidationCore
import Testing

/// `CustomTextField`'s edit filter and its delegate slot, in every order an app or RxCocoa puts
/// things there, against a model: UIKit's weak `delegate`, the app's delegate, PatternKit's
/// closure proxy (which takes the slot behind the filter and puts the app's delegate behind its
/// closures) and RxCocoa's proxy (which publishes its forwardee, wraps what it finds in the slot
/// when it is created, and re-assigns the slot when `rx.setDelegate(_:)` resets it). Each test
/// checks the chain a keystroke travels: what UIKit calls, then each object's forwardee.
@MainActor
@Suite("A text field's own edit filter beside the app's delegate, closures and RxCocoa")
struct FilteredDelegateSlotTests {
    /// An object in the model: its name, and what it forwards to.
    final class Object {
        let name: String
        var forwardee: Object?
        /// RxCocoa's proxy: publishes and takes a forwardee (`_forwardToDelegate`).
        let isForwardingProxy: Bool
        init(_ name: String, forwardingProxy: Bool = false) {
            self.name = name
            isForwardingProxy = forwardingProxy
        }
    }

    /// The field: UIKit's slot, the filter, the closure proxy, as `CustomTextField` answers.
    final class Field: FilteredDelegateSlot.Host {
        weak var uikitSlot: Object?
        private(set) var uikitAssignments = 0
        private var filterObject: Object?
        private(set) var filterActive = false
        /// PatternKit's closure proxy, when the app registered closures.
        var closureProxy: Object?
        var slot: FilteredDelegateSlot { FilteredDelegateSlot(host: self) }

        var uikitDelegate: AnyObject? {
            get { uikitSlot }
            set {
                uikitSlot = newValue as? Object
                uikitAssignments += 1
            }
        }
        var filterBehind: AnyObject? {
            get { filterObject?.forwardee }
            set { filterObject?.forwardee = newValue as? Object }
        }
        var filter: AnyObject {
            if let filterObject { return filterObject }
            let filter = Object("filter")
            filterObject = filter
            return filter
        }
        var hasFilter: Bool { filterObject != nil }
        var filterIfAny: Object? { filterObject }
        func dropFilter() { filterObject = nil }
        func setFilterActive(_ active: Bool) { filterActive = active }
        func isWrapper(_ object: AnyObject) -> Bool {
            guard let object = object as? Object, object !== filterObject, object !== closureProxy else { return false }
            var next = object.forwardee
            for _ in 0..<8 {
                guard let current = next else { return false }
                if current === filterObject || current === closureProxy { return true }
                next = current.forwardee
            }
            return false
        }
        func forwardee(ofForwardingProxy object: AnyObject) -> AnyObject?? {
            guard let object = object as? Object, object.isForwardingProxy else { return nil }
            return .some(object.forwardee)
        }
        func setForwardee(ofForwardingProxy object: AnyObject, to forwardee: AnyObject?) {
            (object as? Object)?.forwardee = forwardee as? Object
        }
        func placeBehindClosures(_ delegate: AnyObject?) -> Bool {
            // The proxy takes it when the slot (behind the filter) reaches it.
            guard let closureProxy, slot.slotObject === closureProxy else { return false }
            closureProxy.forwardee = delegate as? Object
            return true
        }

        /// The app registers a closure: the proxy takes the slot it sees, the occupant behind it.
        func registerClosure() {
            let proxy = closureProxy ?? Object("closures")
            closureProxy = proxy
            if slot.slotObject !== proxy {
                proxy.forwardee = slot.slotObject as? Object
                slot.slotObject = proxy
            }
        }

        /// The last closure goes: the proxy gives the slot back to what is behind it.
        func removeClosures() {
            guard let proxy = closureProxy else { return }
            if slot.slotObject === proxy { slot.slotObject = proxy.forwardee }
            closureProxy = nil
        }

        /// RxCocoa's `proxy(for:)` the first time: wraps what `delegate` reads, then takes the slot.
        func installRx() -> Object {
            let rx = Object("rx", forwardingProxy: true)
            rx.forwardee = uikitSlot
            slot.assign(rx)
            return rx
        }

        /// RxCocoa's `setDelegate(_:)` on an installed proxy: the forwardee, then the reset.
        func rxSetDelegate(_ rx: Object, _ delegate: Object) {
            rx.forwardee = delegate
            slot.assign(nil)
            slot.assign(rx)
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
    }

    @Test("the article's order: filter, then delegate = app; delegate = delegate and = nil keep filtering")
    func filterThenApp() {
        let field = Field()
        let app = Object("app")
        field.slot.startFiltering()
        field.slot.assign(app)
        #expect(field.chain == ["filter", "app"])
        field.slot.assign(field.uikitDelegate)  // `field.delegate = field.delegate`
        #expect(field.chain == ["filter", "app"], "assigning the filter itself changes nothing")
        field.slot.assign(nil)
        #expect(field.chain == ["filter"], "delegate = nil drops only the app's delegate")
        #expect(field.filterActive)
    }

    @Test("delegate = app, then filtering on and off: the app's delegate is UIKit's again")
    func appThenFilterOnAndOff() {
        let field = Field()
        let app = Object("app")
        field.slot.assign(app)
        field.slot.startFiltering()
        #expect(field.chain == ["filter", "app"])
        field.slot.stopFiltering()
        #expect(field.chain == ["app"])
        #expect(!field.hasFilter, "the filter left")
    }

    @Test("closures, filter, then delegate = app: filter, closures, app; removing the closures gives the app back")
    func closuresFilterApp() {
        let field = Field()
        field.registerClosure()
        field.slot.startFiltering()
        let app = Object("app")
        field.slot.assign(app)
        #expect(field.chain == ["filter", "closures", "app"])
        field.removeClosures()
        #expect(field.chain == ["filter", "app"])
        field.slot.stopFiltering()
        #expect(field.chain == ["app"])
    }

    @Test("filter, app, then closures: the closure proxy goes behind the filter, the app behind it")
    func filterAppClosures() {
        let field = Field()
        let app = Object("app")
        field.slot.startFiltering()
        field.slot.assign(app)
        field.registerClosure()
        #expect(field.chain == ["filter", "closures", "app"])
        field.slot.stopFiltering()
        #expect(field.chain == ["closures", "app"], "filtering off: the closures are UIKit's delegate again")
    }

    @Test("RxCocoa's proxy over a filtering field wraps the filter; Rx asked again keeps it, no loop")
    func rxAfterFilter() {
        let field = Field()
        let app = Object("app")
        field.slot.assign(app)
        field.slot.startFiltering()
        let rx = field.installRx()
        #expect(field.chain == ["rx", "filter", "app"])
        field.slot.assign(rx)  // Rx's proxy(for:) again
        #expect(field.chain == ["rx", "filter", "app"])
        field.slot.stopFiltering()
        #expect(field.chain == ["rx", "app"], "filtering off: Rx forwards to the app again")
    }

    @Test("RxCocoa before filtering: the filter goes behind Rx's proxy; Rx asked again: no loop")
    func rxBeforeFilter() {
        let field = Field()
        let app = Object("app")
        field.slot.assign(app)
        let rx = field.installRx()
        #expect(field.chain == ["rx", "app"])
        field.slot.startFiltering()
        #expect(field.chain == ["rx", "filter", "app"])
        field.slot.assign(rx)
        #expect(field.chain == ["rx", "filter", "app"])
    }

    @Test("rx.setDelegate(other) after the filter: Rx's reset keeps the filter, in front of the new delegate")
    func rxSetDelegateResets() {
        let field = Field()
        field.slot.startFiltering()
        let rx = field.installRx()
        let other = Object("other")
        field.rxSetDelegate(rx, other)
        #expect(field.chain == ["rx", "filter", "other"])
    }

    @Test("closures, then RxCocoa's proxy: Rx takes UIKit's slot in front of the closures, the app kept")
    func closuresThenRx() {
        let field = Field()
        let app = Object("app")
        field.slot.assign(app)
        field.registerClosure()
        #expect(field.chain == ["closures", "app"])
        let rx = field.installRx()  // RxCocoa keeps its proxy alive (UIKit's slot is weak)
        #expect(field.chain == ["rx", "closures", "app"])
        withExtendedLifetime(rx) {}
    }

    @Test("every assignment to UIKit's slot that changes what the filter answers for is a new one")
    func uikitAsksAgain() {
        let field = Field()
        field.slot.startFiltering()
        let before = field.uikitAssignments
        field.slot.assign(Object("app"))
        #expect(field.uikitAssignments > before, "UIKit asks the filter again what it implements")
    }
}
