import PatternKitHandlers
import Testing

@MainActor
@Suite("No leaks: releasing a control releases everything of ours")
struct MemoryTests {
    @Test("a control with handlers, delegate closures and outstanding tokens is freed with its storage and captures")
    func controlReleasesEverything() {
        var field: FakeTextField? = FakeTextField()
        var control: FakeButton? = FakeButton()
        var captured: Witness? = Witness()
        weak let weakField = field
        weak let weakControl = control
        weak let weakCaptured = captured
        weak let weakControlStorage = control!.controlEventHandlers
        weak let weakTable = field!.delegateHandlers

        let tokens = [
            control!.addHandler(for: .tap) { [captured] (_: FakeButton) in _ = captured },
            field!.addHandler(for: .shouldReturn) { [captured] _, _ in captured != nil },
        ]
        control!.on(.valueChanged) { [captured] in _ = captured }
        field!.shouldChangeString { [captured] _, _ in captured != nil }
        captured = nil
        #expect(weakCaptured != nil, "the closures hold what they capture while the control lives")

        control = nil
        field = nil
        #expect(weakControl == nil)
        #expect(weakField == nil)
        #expect(weakControlStorage == nil)
        #expect(weakTable == nil)
        #expect(weakCaptured == nil)
        #expect(tokens.allSatisfy { !$0.isActive })
        tokens.forEach { $0.cancel() }  // harmless after the control is gone
    }

    @Test("the storage never retains its sender")
    func storageDoesNotRetainSender() {
        var control: FakeControl? = FakeControl()
        weak let weakControl = control
        let storage = ControlEventHandlers<FakeControl, FakeControl.Event>(sender: control!)
        var calls = 0
        storage.set(.tap) { _ in calls += 1 }
        control = nil
        #expect(weakControl == nil)
        #expect(storage.sender == nil)
        storage.send(.tap, from: FakeControl())
        #expect(calls == 0, "a send from another control is ignored")
    }

    @Test("a delegate table never retains its sender")
    func tableDoesNotRetainSender() {
        var field: FakeTextField? = FakeTextField()
        weak let weakField = field
        let table = DelegateHandlers(sender: field!)
        var asked = false
        table.set(.shouldReturn) { _, _ in
            asked = true
            return false
        }
        field = nil
        #expect(weakField == nil)
        #expect(table.decide(.shouldReturn, ()) == true)
        #expect(!asked)
    }

    @Test("a closure handed the control need not capture it: no cycle through the control")
    func senderArgumentAvoidsCycle() {
        var button: FakeButton? = FakeButton()
        weak let weakButton = button
        var titles: [String] = []
        button!.on(.tap) { button in titles.append(button.title) }
        button!.simulate(.tap)
        button = nil
        #expect(weakButton == nil)
        #expect(titles == ["OK"])
    }

    @Test("removing a handler releases what it captured right away")
    func removalReleasesCaptures() {
        let control = FakeControl()
        var captured: Witness? = Witness()
        weak let weakCaptured = captured
        let token = control.addHandler(for: .tap) { [captured] in _ = captured }
        control.on(.valueChanged) { [captured] in _ = captured }
        captured = nil
        token.cancel()
        #expect(weakCaptured != nil)
        control.on(.valueChanged) {}
        #expect(weakCaptured == nil)
    }

    @Test("a token does not keep the storage alive")
    func tokenDoesNotRetainStorage() {
        var control: FakeControl? = FakeControl()
        let token = control!.addHandler(for: .tap) {}
        weak let weakStorage = control!.controlEventHandlers
        control = nil
        #expect(weakStorage == nil)
        #expect(!token.isActive)
    }
}
