import Foundation
import PatternKitValidation
import Testing

@MainActor
@Suite("Validation sessions", asyncSuiteTimeLimit)
struct ValidationSessionTests {
    let server = FakeUserNameServer()

    @Test("Synchronous rules answer at once, and no check runs for input they reject")
    func synchronousFirst() async {
        let session = ValidationSession(CharacterClassValidator.alphanumeric, then: server.check)
        let log = StateLog(session)
        session.update("al!")
        #expect(session.state.errors.map(\.code) == [.alphanumeric])
        #expect(log.states.count == 1)
        #expect(server.gates.history.isEmpty)
        #expect(session.input == "al!")
    }

    @Test("A new input cancels the check still running for the old one")
    func newInputCancels() async {
        let session = ValidationSession(CharacterClassValidator.alphanumeric, then: server.check)
        let log = StateLog(session)
        session.update("ali")
        #expect(session.state == .validating)
        #expect(await server.gates.expect(.waiting("ali")))
        session.update("alice")
        #expect(await server.gates.expect(.cancelled("ali")))
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: true)
        #expect(await log.nextSettled() == .valid)
        #expect(log.states == [.validating, .valid])
        #expect(server.gates.history == [.waiting("ali"), .cancelled("ali"), .waiting("alice")])
    }

    @Test("A late answer for a replaced input is never reported", arguments: [true, false])
    func staleAnswersAreDropped(staleAnswersFirst: Bool) async {
        let session = ValidationSession(CharacterClassValidator.alphanumeric, then: server.stubbornCheck)
        let log = StateLog(session)
        session.update("ali")
        #expect(await server.gates.expect(.waiting("ali")))
        session.update("alice")
        #expect(await server.gates.expect(.waiting("alice")))
        if staleAnswersFirst {
            server.respond("ali", available: false)
            server.respond("alice", available: true)
        } else {
            server.respond("alice", available: true)
            server.respond("ali", available: false)
        }
        #expect(await log.nextSettled() == .valid)
        await session.waitUntilIdle()  // the stale answer has arrived by now…
        #expect(session.state == .valid)  // …and was dropped
        #expect(!log.states.contains(.invalid([FakeUserNameServer.taken])))
    }

    @Test("Answers arriving in any order: only the latest input's answer is ever shown")
    func manyInputs() async {
        let session = ValidationSession(server.stubbornCheck)
        let log = StateLog(session)
        let names = ["a", "al", "ali", "alic", "alice", "alice1"]
        for name in names {
            session.update(name)
            #expect(await server.gates.expect(.waiting(name)))
        }
        // Every earlier name is taken; the last is free. Answer newest first.
        for name in names.reversed() {
            server.respond(name, available: name == names.last)
        }
        await session.waitUntilIdle()
        #expect(session.state == .valid)
        #expect(log.states == [.validating, .valid])
    }

    @Test("The debounce pause restarts with each keystroke; only the last input is checked")
    func debounce() async {
        let sleeper = ManualSleeper()
        let session = ValidationSession(
            CharacterClassValidator.alphanumeric, then: server.check, debounce: sleeper.debounce)
        let log = StateLog(session)
        session.update("a")
        #expect(session.state == .pending)
        #expect(await sleeper.gates.expect(.waiting("pause")))
        session.update("al")
        #expect(await sleeper.gates.expect(.cancelled("pause")))
        #expect(await sleeper.gates.expect(.waiting("pause")))
        sleeper.wake()
        #expect(await server.gates.expect(.waiting("al")))
        #expect(session.state == .validating)
        server.respond("al", available: false)
        #expect(await log.nextSettled() == .invalid([FakeUserNameServer.taken]))
        #expect(server.gates.history == [.waiting("al")])
        #expect(log.states == [.pending, .validating, .invalid([FakeUserNameServer.taken])])
    }

    @Test("settle() skips the pause and waits for the answer: for a submit button")
    func settle() async {
        let sleeper = ManualSleeper()
        let session = ValidationSession(server.check, debounce: sleeper.debounce)
        session.update("bob")
        #expect(await sleeper.gates.expect(.waiting("pause")))
        async let final = session.settle()
        #expect(await sleeper.gates.expect(.cancelled("pause")))
        #expect(await server.gates.expect(.waiting("bob")))
        server.respond("bob", available: true)
        #expect(await final == .valid)
        #expect(await session.settle() == .valid)  // nothing running: the state as is
    }

    @Test("reset() cancels the check and forgets the input")
    func reset() async {
        let session = ValidationSession(server.check)
        session.update("eve")
        #expect(await server.gates.expect(.waiting("eve")))
        session.reset()
        #expect(await server.gates.expect(.cancelled("eve")))
        #expect(session.state == .pristine && session.input == nil)
    }

    @Test("Releasing the session cancels its check")
    func releasing() async {
        var session: ValidationSession<String>? = ValidationSession(server.check)
        session?.update("mallory")
        #expect(await server.gates.expect(.waiting("mallory")))
        session = nil
        #expect(await server.gates.expect(.cancelled("mallory")))
    }

    @Test("A check that cannot reach its server reports 1540, not a crash or silence")
    func failingCheck() async {
        struct Offline: Error {}
        let session = ValidationSession(
            AnyAsyncValidator<String>(failingWith: FakeUserNameServer.taken) { _ in throw Offline() })
        let log = StateLog(session)
        session.update("zoe")
        #expect(await log.nextSettled().errors.map(\.code) == [.asyncCheckFailed])
    }
}
