import BenchmarkHarness
import Testing

/// A clock that only moves when a variant "works": each variant advances it by a fixed
/// number of nanoseconds per iteration, so the runner's arithmetic can be checked exactly
/// without timing anything.
final class FakeClock {
    var now: UInt64 = 0
    var calls: [String] = []

    func variant(_ name: String, nanosecondsPerOp: UInt64) -> Variant {
        Variant(name) { iterations in
            self.calls.append(name)
            self.now += nanosecondsPerOp * UInt64(iterations)
        }
    }
}

@Suite("Runner: calibration, interleaving, medians")
struct RunnerTests {
    @Test("each variant's median time per operation comes out exactly")
    func medians() {
        let clock = FakeClock()
        let runner = Runner(configuration: RunConfiguration(repetitions: 5, sampleNanoseconds: 1_000_000)) { clock.now }
        let measurements = runner.measure([
            clock.variant("article", nanosecondsPerOp: 3_000),
            clock.variant("patternkit", nanosecondsPerOp: 20),
        ])
        #expect(measurements.map(\.variant) == ["article", "patternkit"])
        #expect(measurements.map(\.nanosecondsPerOp) == [3_000, 20])
        #expect(measurements.allSatisfy { $0.samples.count == 5 })
        // Calibrated so that one sample lasts about 1 ms.
        #expect(measurements[0].iterationsPerSample == 333)
        #expect(measurements[1].iterationsPerSample == 50_000)
    }

    @Test("samples are taken round-robin, each round starting with the next variant")
    func interleaving() {
        let clock = FakeClock()
        let runner = Runner(configuration: RunConfiguration(repetitions: 3, sampleNanoseconds: 1, fixedIterations: 2)) {
            clock.now
        }
        _ = runner.measure(["a", "b", "c"].map { clock.variant($0, nanosecondsPerOp: 1) })
        #expect(clock.calls == ["a", "b", "c", "b", "c", "a", "c", "a", "b"])
    }

    @Test("smoke runs a fixed, tiny number of iterations and no calibration")
    func smoke() {
        let clock = FakeClock()
        let runner = Runner(configuration: .smoke) { clock.now }
        let measurements = runner.measure([clock.variant("only", nanosecondsPerOp: 7)])
        #expect(clock.calls.count == RunConfiguration.smoke.repetitions)
        #expect(measurements[0].iterationsPerSample == 2)
        #expect(measurements[0].nanosecondsPerOp == 7)
    }

    @Test("a case whose variants disagree is not measured")
    func verification() {
        let disagreeing = BenchmarkCase("broken", "variants that disagree", baseline: "a") {
            try VerificationFailure.check(1 + 1 == 3, "a and b disagree")
            return []
        }
        #expect(throws: VerificationFailure.self) {
            try Runner(configuration: .smoke).run(disagreeing)
        }
    }
}
