import PatternKitHandlers
import Testing

@MainActor
@Suite("Handler tokens")
struct HandlerTokenTests {
    @Test("cancelling removes exactly its handler")
    func cancelRemovesExactlyOne() {
        let control = FakeControl()
        var log: [String] = []
        control.on(.tap) { log.append("set") }
        control.addHandler(for: .tap) { log.append("a") }
        let token = control.addHandler(for: .tap) { log.append("b") }
        control.addHandler(for: .tap) { log.append("c") }
        token.cancel()
        control.simulate(.tap)
        #expect(log == ["set", "a", "c"])
        #expect(!token.isActive)
    }

    @Test("cancel is idempotent")
    func idempotent() {
        let control = FakeControl()
        var count = 0
        let token = control.addHandler(for: .tap) { count += 1 }
        control.addHandler(for: .tap) { count += 10 }
        token.cancel()
        token.cancel()
        control.simulate(.tap)
        #expect(count == 10)
        #expect(control.controlEventHandlers.count == 1)
    }

    @Test("dropping the token does not remove the handler")
    func droppingKeepsHandler() {
        let control = FakeControl()
        var count = 0
        do {
            _ = control.addHandler(for: .tap) { count += 1 }
        }
        control.simulate(.tap)
        #expect(count == 1)
    }

    @Test(
        "a token reports inactive once its handler was removed another way, and cancelling it then removes nothing else"
    )
    func removedElsewhere() {
        let control = FakeControl()
        var log: [String] = []
        let token = control.addHandler(for: .tap) { log.append("old") }
        control.removeHandlers(for: .tap)
        #expect(!token.isActive)
        control.addHandler(for: .tap) { log.append("new") }
        token.cancel()
        control.simulate(.tap)
        #expect(log == ["new"])
    }

    @Test("tokens collected in a set cancel together")
    func storeInSet() {
        let control = FakeControl()
        var count = 0
        var tokens = Set<HandlerToken>()
        control.addHandler(for: .tap) { count += 1 }.store(in: &tokens)
        control.addHandler(for: .valueChanged) { count += 1 }.store(in: &tokens)
        #expect(tokens.count == 2)
        tokens.forEach { $0.cancel() }
        control.simulate([.tap, .valueChanged])
        #expect(count == 0)
    }

    @Test("an active token is active")
    func active() {
        let control = FakeControl()
        let token = control.addHandler(for: .tap) {}
        #expect(token.isActive)
    }
}
