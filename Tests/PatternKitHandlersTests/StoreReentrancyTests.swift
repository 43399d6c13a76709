import PatternKitHandlers
import PatternKitUIKit
import Testing

/// Dropping a closure runs user code (its captures' `deinit`). Every store removes or
/// replaces first and releases after, so that code finds the store in order: no trap, and
/// no unrelated live handler lost.
@MainActor
@Suite("Stores release closures only after they changed")
struct StoreReentrancyTests {
    enum Operation: String, CaseIterable, CustomTestStringConvertible {
        case set, add, cancel, removeHandlersForEvent, removeAll
        var testDescription: String { rawValue }
    }

    // MARK: Control events

    @Test("control events: a deinit that cancels another token during the operation", arguments: Operation.allCases)
    func controlEvents(_ operation: Operation) {
        let control = FakeControl()
        var log: [String] = []
        // The victim: its token is cancelled by the dying closure's capture.
        let victim = control.addHandler(for: .valueChanged) { log.append("victim") }
        // A live handler nobody touches: must survive everything.
        control.addHandler(for: .valueChanged) { log.append("live") }
        var dying: HandlerToken?
        do {
            // Held by the closure alone: dropping the closure runs its deinit.
            let captured = TokenCanceller(cancelling: victim)
            switch operation {
            case .set, .removeHandlersForEvent, .removeAll:
                control.on(.tap) { _ = captured }
            case .add, .cancel:
                dying = control.addHandler(for: .tap) { _ = captured }
            }
        }
        switch operation {
        case .set: control.on(.tap) { log.append("replacement") }
        case .add:
            dying?.cancel()
            control.addHandler(for: .tap) { log.append("added") }
        case .cancel: dying?.cancel()
        case .removeHandlersForEvent: control.removeHandlers(for: .tap)
        case .removeAll: control.controlEventHandlers.removeAll()
        }
        control.simulate([.tap, .valueChanged])
        switch operation {
        case .set: #expect(log == ["live", "replacement"])
        case .add: #expect(log == ["live", "added"])
        case .cancel, .removeHandlersForEvent: #expect(log == ["live"])
        case .removeAll: #expect(log.isEmpty)
        }
        #expect(!victim.isActive)
    }

    @Test("control events: a deinit that removes every handler while its own closure is being replaced")
    func controlEventsRemoveAllFromDeinit() {
        let control = FakeControl()
        var log: [String] = []
        control.on(.valueChanged) { log.append("old value") }
        do {
            let captured = TokenCanceller()
            captured.onDeinit = { [unowned control] in control.removeHandlers(for: .valueChanged) }
            control.on(.tap) { _ = captured }
        }
        control.on(.tap) { log.append("tap") }
        control.on(.valueChanged) { log.append("new value") }
        control.simulate([.tap, .valueChanged])
        #expect(log == ["tap", "new value"])
    }

    // MARK: Single actions

    @Test("single actions: a deinit that cancels another token during the operation", arguments: Operation.allCases)
    func singleActions(_ operation: Operation) {
        let item = FakeBarItem()
        var log: [String] = []
        let victim = item.addHandler { log.append("victim") }
        item.addHandler { log.append("live") }
        var dying: HandlerToken?
        do {
            // Held by the closure alone: dropping the closure runs its deinit.
            let captured = TokenCanceller(cancelling: victim)
            switch operation {
            case .set, .removeHandlersForEvent, .removeAll:
                item.setHandler { _ in _ = captured }
            case .add, .cancel:
                dying = item.addHandler { _ = captured }
            }
        }
        switch operation {
        case .set: item.setHandler { _ in log.append("replacement") }
        case .add:
            dying?.cancel()
            item.addHandler { log.append("added") }
        case .cancel: dying?.cancel()
        case .removeHandlersForEvent, .removeAll: item.removeHandlers()
        }
        item.simulateTap()
        switch operation {
        case .set: #expect(log == ["live", "replacement"])
        case .add: #expect(log == ["live", "added"])
        case .cancel: #expect(log == ["live"])
        case .removeHandlersForEvent, .removeAll: #expect(log.isEmpty)
        }
        #expect(!victim.isActive)
    }

    // MARK: Delegate closures

    @Test("delegate closures: a deinit that cancels another token during the operation", arguments: Operation.allCases)
    func delegateClosures(_ operation: Operation) {
        let field = FakeTextField()
        var log: [String] = []
        let victim = field.addHandler(for: .didEndEditing) { _, _ in log.append("victim") }
        field.addHandler(for: .didEndEditing) { _, _ in log.append("live") }
        var dying: HandlerToken?
        do {
            // Held by the closure alone: dropping the closure runs its deinit.
            let captured = TokenCanceller(cancelling: victim)
            switch operation {
            case .set, .removeHandlersForEvent, .removeAll:
                field.shouldReturn {
                    _ = captured
                    return true
                }
            case .add, .cancel:
                dying = field.addHandler(for: .shouldReturn) { _, _ in
                    _ = captured
                    return true
                }
            }
        }
        switch operation {
        case .set:
            field.shouldReturn {
                log.append("replacement")
                return false
            }
        case .add:
            dying?.cancel()
            field.addHandler(for: .shouldReturn) { _, _ in
                log.append("added")
                return false
            }
        case .cancel: dying?.cancel()
        case .removeHandlersForEvent: field.removeHandlers(for: .shouldReturn)
        case .removeAll: field.delegateHandlers.removeAll()
        }
        let returned = field.simulateReturn()
        field.simulateEndEditing()
        switch operation {
        case .set:
            #expect(!returned)
            #expect(log == ["replacement", "live"])
        case .add:
            #expect(!returned)
            #expect(log == ["added", "live"])
        case .cancel, .removeHandlersForEvent:
            #expect(returned)
            #expect(log == ["live"])
        case .removeAll:
            #expect(returned)
            #expect(log.isEmpty)
        }
        #expect(!victim.isActive)
    }

    @Test("removeAll() reports one routing change however many methods had closures")
    func removeAllReportsOnce() {
        let field = FakeTextField()
        field.shouldReturn { true }.shouldClear { true }.didEndEditing {}
        var changes = 0
        field.delegateHandlers.onRoutingChange = { changes += 1 }
        field.delegateHandlers.removeAll()
        #expect(changes == 1)
        #expect(!field.delegateHandlers.hasHandlers(for: .shouldReturn))
        #expect(!field.delegateHandlers.hasHandlers(for: .didEndEditing))
        field.delegateHandlers.removeAll()
        #expect(changes == 1)
    }
}
