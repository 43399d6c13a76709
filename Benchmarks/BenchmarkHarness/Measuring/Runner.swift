import Dispatch

/// Measures every variant of a case in the same run: calibrates each variant's
/// iteration count, then takes the samples round-robin, starting each round with the
/// next variant, so that a slow moment of the machine falls on all variants alike.
///
/// ```swift
/// let runner = Runner(configuration: .standard)
/// let report = try runner.run(numeric16)
/// report.speedup(of: "patternkit")   // e.g. 812: 812× the baseline's speed
/// ```
package struct Runner {
    /// How many samples, how long each.
    package var configuration: RunConfiguration
    private let now: () -> UInt64

    /// A runner reading time from `now` (nanoseconds, monotonic). Tests pass a fake clock.
    package init(configuration: RunConfiguration, now: @escaping () -> UInt64 = Runner.monotonicNanoseconds) {
        self.configuration = configuration
        self.now = now
    }

    /// The system's monotonic clock, in nanoseconds.
    package static func monotonicNanoseconds() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Builds the case's variants (checking they agree), measures them, and reports.
    ///
    /// - Throws: The ``VerificationFailure`` of a case whose variants disagree.
    ///
    /// - Parameter selected: Which variants to measure (all by default); every variant is
    ///   still built and checked.
    package func run(_ benchmarkCase: BenchmarkCase, selecting selected: (String) -> Bool = { _ in true }) throws
        -> CaseReport
    {
        let variants = try benchmarkCase.makeVariants()
        return CaseReport(benchmarkCase, measurements: measure(variants.filter { selected($0.name) }))
    }

    /// Measures `variants` against each other.
    package func measure(_ variants: [Variant]) -> [Measurement] {
        guard !variants.isEmpty else { return [] }
        let iterations = variants.map(iterationCount)
        var samples = Array(repeating: [Double](), count: variants.count)
        for round in 0..<configuration.repetitions {
            for step in 0..<variants.count {
                let index = (round + step) % variants.count
                let elapsed = time(variants[index], iterations[index])
                samples[index].append(Double(elapsed) / Double(iterations[index]))
            }
        }
        return variants.indices.map { index in
            Measurement(
                variant: variants[index].name, samples: samples[index],
                iterationsPerSample: iterations[index], bytesPerOp: variants[index].bytesPerOp
            )
        }
    }

    /// The iterations that make one sample last about `sampleNanoseconds`, found by
    /// running 1, 10, 100, … iterations until a run takes a tenth of that (this also
    /// warms the variant up).
    func iterationCount(for variant: Variant) -> Int {
        if let fixed = configuration.fixedIterations { return fixed }
        let target = configuration.sampleNanoseconds
        let limit = configuration.maximumIterations
        var count = 1
        while true {
            let elapsed = Double(time(variant, count))
            if elapsed >= target / 10 || count >= limit {
                guard elapsed > 0 else { return limit }
                return Int(min(max(1, (Double(count) * target / elapsed).rounded()), Double(limit)))
            }
            count = min(count * 10, limit)
        }
    }

    private func time(_ variant: Variant, _ iterations: Int) -> UInt64 {
        let start = now()
        variant.body(iterations)
        let end = now()
        return end &- start
    }
}
