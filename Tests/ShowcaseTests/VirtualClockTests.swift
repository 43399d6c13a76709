import Testing

@testable import ShowcaseKit

/// The clock behind the deterministic demo: sleeps end when the clock is moved, or at once
/// when their task is cancelled.
@Suite("Virtual clock")
struct VirtualClockTests {
    /// Waits (on the clock's change reports, not on time) until `count` sleeps wait on `clock`.
    private func waitForSleepers(_ count: Int, on clock: VirtualClock) async {
        let (changes, report) = AsyncStream.makeStream(of: Void.self)
        clock.onChange = { report.yield() }
        defer { clock.onChange = nil }
        guard clock.sleeperCount != count else { return }
        for await _ in changes where clock.sleeperCount == count { return }
    }

    @Test("a sleep ends only once the clock has been advanced past its deadline")
    func advancing() async throws {
        let clock = VirtualClock()
        let sleeper = Task { try await clock.sleep(1) }
        await waitForSleepers(1, on: clock)
        clock.advance(by: 0.6)
        #expect(clock.sleeperCount == 1, "0.6 s of the 1 s have passed")
        clock.advance(by: 0.4)
        #expect(clock.sleeperCount == 0)
        try await sleeper.value
        #expect(clock.now == 1)
    }

    @Test("cancelling a sleeping task ends its sleep at once with CancellationError")
    func cancelWhileAsleep() async {
        let clock = VirtualClock()
        let sleeper = Task { try await clock.sleep(1) }
        await waitForSleepers(1, on: clock)
        sleeper.cancel()
        #expect(clock.sleeperCount == 0, "the sleep is gone before the clock moves")
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test("a task cancelled before it sleeps does not sleep; a zero sleep returns at once")
    func cancelledBeforeSleeping() async throws {
        let clock = VirtualClock()
        let sleeper = Task { try await clock.sleep(1) }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
        try await clock.sleep(0)
        #expect(clock.now == 0)
    }
}
