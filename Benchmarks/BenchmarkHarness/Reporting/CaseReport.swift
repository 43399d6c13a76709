/// One case's results: its measurements, ratios to the baseline, and goals checked.
package struct CaseReport: Sendable {
    /// The case's name, summary, baseline, units and goals.
    package let info: CaseInfo
    /// One measurement per variant, in the case's order.
    package let measurements: [Measurement]

    /// The report of `benchmarkCase` with its `measurements`.
    package init(_ benchmarkCase: BenchmarkCase, measurements: [Measurement]) {
        info = benchmarkCase.info
        self.measurements = measurements
    }

    /// The measurement of `variant`, if it ran.
    package func measurement(_ variant: String) -> Measurement? {
        measurements.first { $0.variant == variant }
    }

    /// How many times as fast as the baseline `variant` is (baseline time / its time).
    package func speedup(of variant: String) -> Double? {
        ratio(of: variant, to: info.baseline)
    }

    /// How many times as fast as `other` `variant` is (other's time / its time).
    package func ratio(of variant: String, to other: String) -> Double? {
        guard let mine = measurement(variant), let theirs = measurement(other) else { return nil }
        return Statistics.speedup(baseline: theirs.nanosecondsPerOp, variant: mine.nanosecondsPerOp)
    }

    /// Gigabytes (10⁹ bytes) per second that `variant` processes, for a case that counts
    /// processed bytes.
    package func gigabytesPerSecond(of variant: String) -> Double? {
        guard info.bytes == .processed, let measurement = measurement(variant),
            let bytes = measurement.bytesPerOp, measurement.nanosecondsPerOp > 0
        else { return nil }
        return bytes / measurement.nanosecondsPerOp
    }

    /// Each goal with what was achieved and whether it is met.
    package var goalResults: [GoalResult] {
        info.goals.map(evaluate)
    }

    private func evaluate(_ goal: Goal) -> GoalResult {
        switch goal {
        case .faster(let variant, let other, let factor):
            let ratio = ratio(of: variant, to: other)
            return GoalResult(
                caseName: info.name, goal: goal, statement: "\(variant) ≥ \(Format.number(factor))× \(other)",
                achieved: ratio.map { "\(Format.ratio($0))×" }, isMet: ratio.map { $0 >= factor }
            )
        case .notSlower(let variant, let other):
            let ratio = ratio(of: variant, to: other)
            return GoalResult(
                caseName: info.name, goal: goal, statement: "\(variant) ≤ \(other) (time per op)",
                achieved: ratio.map { "\(Format.ratio(1 / $0))× the time" }, isMet: ratio.map { $0 >= 1 }
            )
        case .within(let variant, let other, let factor):
            let ratio = ratio(of: variant, to: other)
            return GoalResult(
                caseName: info.name, goal: goal,
                statement: "\(variant) ≤ \(Format.number(factor))× the time of \(other)",
                achieved: ratio.map { "\(Format.ratio(1 / $0))× the time" }, isMet: ratio.map { 1 / $0 <= factor }
            )
        case .throughput(let variant, let target):
            let rate = gigabytesPerSecond(of: variant)
            return GoalResult(
                caseName: info.name, goal: goal, statement: "\(variant) ≥ \(Format.number(target)) GB/s",
                achieved: rate.map { "\(Format.number($0)) GB/s" }, isMet: rate.map { $0 >= target }
            )
        case .atMost(let variant, let limit):
            let time = measurement(variant)?.nanosecondsPerOp
            return GoalResult(
                caseName: info.name, goal: goal, statement: "\(variant) ≤ \(Format.duration(limit))",
                achieved: time.map(Format.duration), isMet: time.map { $0 <= limit }
            )
        }
    }
}

/// A goal checked against one run.
package struct GoalResult: Sendable, Equatable {
    /// The case the goal belongs to.
    package let caseName: String
    /// The goal.
    package let goal: Goal
    /// The goal in words (`patternkit ≥ 100× article`).
    package let statement: String
    /// What the run achieved (`812×`), or `nil` when a variant it names did not run.
    package let achieved: String?
    /// Whether the goal is met; `nil` when it could not be checked.
    package let isMet: Bool?
}
