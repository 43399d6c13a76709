import Foundation
import PatternKitHandlers
import Testing

/// A forwardee that forwards back to the proxy that forwards to it (another library's proxy
/// wrapping ours, or the other way round) must not make calls or questions loop.
@MainActor
@Suite("Forwardees that forward back")
struct ForwardingLoopTests {
    /// Forwards every call it gets back into the field's table, as a foreign proxy whose
    /// forwardee is our proxy does, and records that it was called.
    final class BouncingDelegate: FakeForwardingDelegate {
        var calls: [String] = []

        func forwards(to field: FakeTextField) -> Bool { true }

        func fieldShouldReturn(_ field: FakeTextField) -> Bool? {
            calls.append("shouldReturn")
            return field.simulateReturn()
        }

        func fieldShouldChange(_ field: FakeTextField, edit: TextEdit) -> Bool? {
            calls.append("shouldChange")
            return nil
        }

        func fieldDidEndEditing(_ field: FakeTextField) {
            calls.append("didEndEditing")
            field.simulateEndEditing()
        }
    }

    @Test("a decision is not handed back to a forwardee that forwards to us (it came through it); closures once")
    func decisionDoesNotLoop() {
        let field = FakeTextField()
        let bouncer = BouncingDelegate()
        field.delegate = bouncer
        var asked = 0
        field.shouldReturn {
            asked += 1
            return false
        }
        #expect(field.simulateReturn() == false)
        #expect(bouncer.calls.isEmpty)
        #expect(asked == 1)
    }

    @Test("a notification is not handed back to a forwardee that forwards to us; closures once")
    func notificationDoesNotLoop() {
        let field = FakeTextField()
        let bouncer = BouncingDelegate()
        field.delegate = bouncer
        var ended = 0
        field.didEndEditing { ended += 1 }
        field.simulateEndEditing()
        #expect(bouncer.calls.isEmpty)
        #expect(ended == 1)
    }

    @Test("responds(to:) through a forwardee that asks the proxy again answers instead of recursing")
    func questionDoesNotRecurse() {
        let field = FakeTextField()
        let table = field.delegateHandlers
        let bouncer = BouncingDelegate()
        field.delegate = bouncer
        var questions = 0
        func proxyResponds() -> Bool {
            table.forwardee(
                respondingTo: ModelSelector.key("fieldShouldReturn:"), answersAreStable: answersAreAskedEachTime
            ) {
                _ in
                questions += 1
                // The forwardee asks its own forwardee: our proxy, again.
                return proxyResponds()
            } != nil
        }
        #expect(proxyResponds() == false)
        #expect(questions == 1)
        // Once the loop is over, the next question is asked afresh.
        #expect(
            table.forwardee(
                respondingTo: ModelSelector.key("fieldShouldReturn:"), answersAreStable: answersAreAskedEachTime
            ) {
                _ in true
            } != nil)
    }

    @Test("the recursion guard keeps nothing in the thread's dictionary (it runs for every responds(to:))")
    func guardWritesNoThreadState() {
        let field = FakeTextField()
        let delegate = ReenteringDelegate()
        field.delegate = delegate
        let before = Thread.current.threadDictionary.count
        #expect(
            field.delegateHandlers.forwardee(
                respondingTo: ModelSelector.key("fieldShouldReturn:"), answersAreStable: answersAreAskedEachTime
            ) { _ in true } != nil)
        #expect(Thread.current.threadDictionary.count == before)
    }

    @Test("with no forwardee, nobody is asked")
    func noForwardee() {
        let field = FakeTextField()
        #expect(
            field.delegateHandlers.forwardee(
                respondingTo: ModelSelector.key("x"), answersAreStable: answersAreAskedEachTime
            ) {
                _ in true
            } == nil)
    }

    /// An app delegate whose reaction makes the platform call the same method again (a
    /// `scrollViewDidScroll` that sets `contentOffset`): not a loop, it forwards to nobody.
    final class ReenteringDelegate: FakeTextFieldDelegate {
        var calls: [String] = []

        func fieldShouldReturn(_ field: FakeTextField) -> Bool? { nil }
        func fieldShouldChange(_ field: FakeTextField, edit: TextEdit) -> Bool? { nil }

        func fieldDidEndEditing(_ field: FakeTextField) {
            calls.append("didEndEditing")
            if calls.count == 1 { field.simulateEndEditing() }
        }
    }

    @Test(
        "a nested call of the same method from a plain delegate is delivered again, to the delegate and every closure")
    func nestedCallIsForwarded() {
        let field = FakeTextField()
        let delegate = ReenteringDelegate()
        field.delegate = delegate
        var ended = 0
        field.didEndEditing { ended += 1 }
        field.simulateEndEditing()
        #expect(delegate.calls == ["didEndEditing", "didEndEditing"])
        #expect(ended == 2)
    }
}
