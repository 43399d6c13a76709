import PatternKitVisitors
import Testing

/// Where a data source that is also a delegate goes (`VisitorTableDataSource.attach(to:)`),
/// against a model of the slot's occupants: PatternKit's closure proxy (which takes an object
/// behind its closures through `patternKitSetForwardingDelegate:`), RxCocoa's proxy (which
/// publishes its forwardee, `_forwardToDelegate`), and a plain delegate.
@Suite("Attaching a delegate to a slot that closures or RxCocoa hold")
struct DelegatePlacementTests {
    final class Object {
        let name: String
        var forwardee: Object?
        let isClosureProxy: Bool
        let isForwardingProxy: Bool
        init(_ name: String, closures: Bool = false, forwarding: Bool = false) {
            self.name = name
            isClosureProxy = closures
            isForwardingProxy = forwarding
        }
    }

    /// Places `object` in a slot holding `occupant`; returns the outcome and the chain from the slot.
    func place(_ object: Object, in occupant: Object?) -> (DelegatePlacement.Outcome, [String]) {
        var slot = occupant
        let outcome = DelegatePlacement.place(
            object, occupant: occupant,
            handOn: { party in
                guard let party = party as? Object, party.isClosureProxy else { return false }
                party.forwardee = object
                return true
            },
            forwardee: { proxy in
                guard let proxy = proxy as? Object, proxy.isForwardingProxy else { return nil }
                return .some(proxy.forwardee)
            },
            setForwardee: { proxy in (proxy as? Object)?.forwardee = object })
        if outcome == .assignSlot { slot = object }
        var names: [String] = []
        var next = slot
        while let current = next, names.count < 6 {
            names.append(current.name)
            next = current.forwardee
        }
        return (outcome, names)
    }

    @Test("an empty slot, or one holding a plain delegate: the data source takes it")
    func plainSlot() {
        #expect(place(Object("source"), in: nil) == (.assignSlot, ["source"]))
        #expect(place(Object("source"), in: Object("app")) == (.assignSlot, ["source"]))
    }

    @Test("closures registered before attach: the data source goes behind them, the closures keep running")
    func behindClosures() {
        let closures = Object("closures", closures: true)
        #expect(place(Object("source"), in: closures) == (.behindClosures, ["closures", "source"]))
    }

    @Test("RxCocoa's proxy in the slot: the data source becomes its forwardee; UIKit is asked again")
    func behindRx() {
        let rx = Object("rx", forwarding: true)
        rx.forwardee = Object("app")
        #expect(place(Object("source"), in: rx) == (.behindForwardingProxy, ["rx", "source"]))
    }

    @Test("RxCocoa's proxy in front of the closures: the data source goes behind the closures, Rx kept")
    func behindRxAndClosures() {
        let rx = Object("rx", forwarding: true)
        rx.forwardee = Object("closures", closures: true)
        #expect(place(Object("source"), in: rx) == (.behindClosures, ["rx", "closures", "source"]))
    }

    @Test("attached twice: the data source already in the slot stays")
    func attachedTwice() {
        let source = Object("source")
        #expect(place(source, in: source) == (.assignSlot, ["source"]))
    }
}
