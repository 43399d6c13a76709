import PatternKitHandlers
import Testing

@MainActor
@Suite("Control events: set, add, order, masks")
struct ControlEventHandlersTests {
    @Test("on(_:) replaces the handler set before, so configuring a reused cell twice does not stack")
    func setReplaces() {
        let control = FakeControl()
        var log: [String] = []
        control.on(.tap) { log.append("first") }
        control.on(.tap) { log.append("second") }
        control.simulate(.tap)
        #expect(log == ["second"])
        #expect(control.controlEventHandlers.count == 1)
    }

    @Test("a replaced handler keeps its place in the order")
    func replaceKeepsPosition() {
        let control = FakeControl()
        var log: [String] = []
        control.on(.tap) { log.append("set 1") }
        control.addHandler(for: .tap) { log.append("added") }
        control.on(.tap) { log.append("set 2") }
        control.simulate(.tap)
        #expect(log == ["set 2", "added"])
    }

    @Test("addHandler appends: every handler runs, in registration order")
    func addAppends() {
        let control = FakeControl()
        var log: [Int] = []
        for index in 0..<5 {
            control.addHandler(for: .valueChanged) { log.append(index) }
        }
        control.simulate(.valueChanged)
        #expect(log == [0, 1, 2, 3, 4])
    }

    @Test("set and add do not touch each other")
    func setAndAddAreIndependent() {
        let control = FakeControl()
        var log: [String] = []
        control.addHandler(for: .tap) { log.append("added") }
        control.on(.tap) { log.append("set") }
        control.on(.tap) { log.append("set again") }
        control.simulate(.tap)
        #expect(log == ["added", "set again"])
    }

    @Test(
        "handlers for other events are not called",
        arguments: [
            (FakeControl.Event.tap, ["tap", "tap or value"]),
            (FakeControl.Event.valueChanged, ["value", "tap or value"]),
            (FakeControl.Event.editingChanged, []),
        ])
    func masks(sent: FakeControl.Event, expected: [String]) {
        let control = FakeControl()
        var log: [String] = []
        control.on(.tap) { log.append("tap") }
        control.on(.valueChanged) { log.append("value") }
        control.on([.tap, .valueChanged]) { log.append("tap or value") }
        control.simulate(sent)
        #expect(log == expected)
    }

    @Test("a handler for several events runs once per send, even when the send names several of them")
    func combinedSendCallsOnce() {
        let control = FakeControl()
        var count = 0
        control.on([.tap, .valueChanged]) { count += 1 }
        control.simulate([.tap, .valueChanged])
        #expect(count == 1)
    }

    @Test("on(.a) and on([.a, .b]) are different slots: setting one keeps the other")
    func slotsAreExactMasks() {
        let control = FakeControl()
        var log: [String] = []
        control.on([.tap, .valueChanged]) { log.append("both") }
        control.on(.tap) { log.append("tap") }
        control.simulate(.tap)
        #expect(log == ["both", "tap"])
    }

    @Test("the closure receives the control typed with its own class")
    func typedSender() {
        let button = FakeButton()
        var titles: [String] = []
        button.on(.tap) { (button: FakeButton) in titles.append(button.title) }
        button.title = "Saved"
        button.simulate(.tap)
        #expect(titles == ["Saved"])
    }

    @Test("handlers set through the base class and through the subclass coexist (storage found by identity)")
    func identityNotStaticType() {
        let button = FakeButton()
        var log: [String] = []
        button.addHandler(for: .tap) { (_: FakeButton) in log.append("as FakeButton") }
        (button as FakeControl).addHandler(for: .tap) { (_: FakeControl) in log.append("as FakeControl") }
        button.simulate(.tap)
        #expect(log == ["as FakeButton", "as FakeControl"])
    }

    @Test("removeHandlers(for:) removes handlers whose events lie within the mask, and only those")
    func removeHandlersSubsetRule() {
        let control = FakeControl()
        var log: [String] = []
        control.on(.tap) { log.append("tap") }
        control.addHandler(for: .tap) { log.append("tap added") }
        control.on([.tap, .valueChanged]) { log.append("both") }
        control.on(.valueChanged) { log.append("value") }
        control.removeHandlers(for: .tap)
        control.simulate(.tap)
        control.simulate(.valueChanged)
        #expect(log == ["both", "both", "value"])
        control.removeHandlers(for: .all)
        control.simulate(.tap)
        #expect(log.count == 3)
        #expect(control.controlEventHandlers.count == 0)
    }

    @Test("the platform hooks each single event when it gets its first handler, and unhooks it when the last one goes")
    func hooksFollowHandlers() {
        let control = FakeControl()
        control.on(.tap) {}
        control.on(.tap) {}
        let token = control.addHandler(for: [.tap, .valueChanged]) {}
        #expect(control.hookedEvents == [.tap, .valueChanged])
        token.cancel()
        #expect(control.unhookedEvents == [.valueChanged])
        #expect(control.controlEventHandlers.observedEvents == [.tap])
        control.removeHandlers(for: .all)
        #expect(control.unhookedEvents == [.valueChanged, .tap])
        #expect(control.installedHooks.isEmpty)
        control.on(.valueChanged) {}
        control.on(.editingChanged) {}
        #expect(control.hookedEvents == [.tap, .valueChanged, .valueChanged, .editingChanged])
        #expect(control.controlEventHandlers.observedEvents == [.valueChanged, .editingChanged])
    }

    @Test("a hook the platform lost is installed again at the next registration (a reused cell configured again)")
    func lostHookReinstalled() {
        let control = FakeControl()
        var taps = 0
        control.on(.tap) { taps += 1 }
        control.platformRemovesAllHooks()
        control.simulate(.tap)
        #expect(taps == 0)
        control.on(.tap) { taps += 1 }
        control.simulate(.tap)
        #expect(taps == 1)
        #expect(control.hookedEvents == [.tap, .tap])
    }

    @Test("a handler for an event that keeps another handler leaves the hook in place")
    func sharedHookStays() {
        let control = FakeControl()
        var log: [String] = []
        control.on(.tap) { log.append("set") }
        let token = control.addHandler(for: .tap) { log.append("added") }
        token.cancel()
        control.simulate(.tap)
        #expect(log == ["set"])
        #expect(control.unhookedEvents.isEmpty)
    }

    @Test("a signed event type whose top bit is set names one event, not the bits above it")
    func signedEventsDoNotSignExtend() {
        struct SignedEvent: OptionSet {
            let rawValue: Int32
            static let low = SignedEvent(rawValue: 1)
            static let top = SignedEvent(rawValue: Int32.min)
        }
        final class Sender {}
        let sender = Sender()
        var hooked: [Int32] = []
        let handlers = ControlEventHandlers<Sender, SignedEvent>(
            sender: sender,
            hooks: ControlEventHooks(
                install: { hooked.append($0.rawValue) }, remove: { _ in }, isInstalled: { _ in true }
            ))
        var calls = 0
        handlers.add(.top) { _ in calls += 1 }
        #expect(hooked == [Int32.min])
        handlers.send(.low, from: sender)
        #expect(calls == 0)
        handlers.send(.top, from: sender)
        #expect(calls == 1)
        #expect(handlers.observedEvents == .top)
    }

    @Test("a combined mask is hooked bit by bit")
    func observeSplitsMasks() {
        let control = FakeControl()
        control.on([.tap, .editingChanged]) {}
        #expect(control.hookedEvents == [.tap, .editingChanged])
    }

    @Test("hasHandlers(for:) answers for any intersecting event")
    func hasHandlers() {
        let control = FakeControl()
        #expect(!control.controlEventHandlers.hasHandlers(for: .tap))
        control.on([.tap, .valueChanged]) {}
        #expect(control.controlEventHandlers.hasHandlers(for: .tap))
        #expect(control.controlEventHandlers.hasHandlers(for: [.editingChanged, .valueChanged]))
        #expect(!control.controlEventHandlers.hasHandlers(for: .editingChanged))
    }

    @Test("chaining returns the control itself")
    func chaining() {
        let button = FakeButton()
        let returned = button.on(.tap) {}.on(.valueChanged) { (_: FakeButton) in }
        #expect(returned === button)
        #expect(button.controlEventHandlers.count == 2)
    }
}
