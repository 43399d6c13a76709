import PatternKitHandlers
import Testing

@MainActor
@Suite("Dispatch while handlers change")
struct ReentrancyTests {
    @Test("a handler that removes itself runs once; the others still run")
    func removesItself() {
        let control = FakeControl()
        var log: [String] = []
        var token: HandlerToken?
        control.addHandler(for: .tap) { log.append("a") }
        token = control.addHandler(for: .tap) {
            log.append("once")
            token?.cancel()
        }
        control.addHandler(for: .tap) { log.append("c") }
        control.simulate(.tap)
        control.simulate(.tap)
        #expect(log == ["a", "once", "c", "a", "c"])
    }

    @Test("a handler removed by an earlier one during dispatch does not run")
    func removedLaterHandlerSkipped() {
        let control = FakeControl()
        var log: [String] = []
        var later: HandlerToken?
        control.addHandler(for: .tap) {
            log.append("first")
            later?.cancel()
        }
        later = control.addHandler(for: .tap) { log.append("later") }
        control.simulate(.tap)
        #expect(log == ["first"])
    }

    @Test("a handler added during dispatch runs from the next event on")
    func addedDuringDispatch() {
        let control = FakeControl()
        var log: [String] = []
        var added = false
        control.addHandler(for: .tap) { [unowned control] in
            log.append("adder")
            if !added {
                added = true
                control.addHandler(for: .tap) { log.append("new") }
            }
        }
        control.simulate(.tap)
        control.simulate(.tap)
        #expect(log == ["adder", "adder", "new"])
    }

    @Test("a handler replaced during dispatch: the old one does not run any more, the new one from the next event")
    func replacedDuringDispatch() {
        let control = FakeControl()
        var log: [String] = []
        control.addHandler(for: .tap) { [unowned control] in
            log.append("replacer")
            control.on(.valueChanged) { log.append("new value handler") }
        }
        control.on(.valueChanged) { log.append("old value handler") }
        control.simulate([.tap, .valueChanged])
        control.simulate(.valueChanged)
        #expect(log == ["replacer", "new value handler"])
    }

    @Test("removing everything during dispatch stops the round")
    func removeAllDuringDispatch() {
        let control = FakeControl()
        var log: [String] = []
        control.addHandler(for: .tap) { [unowned control] in
            log.append("first")
            control.removeHandlers(for: .all)
        }
        control.addHandler(for: .tap) { log.append("second") }
        control.simulate(.tap)
        control.simulate(.tap)
        #expect(log == ["first"])
    }

    @Test("a handler may send another event (nested dispatch), and the outer round continues")
    func nestedDispatch() {
        let control = FakeControl()
        var log: [String] = []
        control.addHandler(for: .tap) { [unowned control] in
            log.append("tap 1")
            control.simulate(.valueChanged)
        }
        control.addHandler(for: .tap) { log.append("tap 2") }
        control.addHandler(for: .valueChanged) { log.append("value") }
        control.simulate(.tap)
        #expect(log == ["tap 1", "value", "tap 2"])
    }

    @Test("a delegate closure that cancels its own token during a decision still answers, then is gone")
    func delegateSelfRemoval() {
        let field = FakeTextField()
        var token: HandlerToken?
        token = field.addHandler(for: .shouldReturn) { _, _ in
            token?.cancel()
            return false
        }
        #expect(field.simulateReturn() == false)
        #expect(field.simulateReturn() == true)
    }
}
