/// How long and how often each variant is measured.
///
/// ```swift
/// RunConfiguration.standard   // 15 interleaved samples of ~10 ms per variant
/// RunConfiguration.smoke      // 2 samples of 2 iterations: proves every case runs
/// ```
package struct RunConfiguration: Sendable, Equatable {
    /// Samples per variant; the table reports their median.
    package var repetitions: Int
    /// How long one sample should last; the iteration count is calibrated to it.
    package var sampleNanoseconds: Double
    /// When set, every sample runs exactly this many iterations and nothing is calibrated.
    package var fixedIterations: Int?
    /// The most iterations one sample may run.
    package var maximumIterations: Int

    /// A configuration; see the properties.
    package init(
        repetitions: Int, sampleNanoseconds: Double, fixedIterations: Int? = nil, maximumIterations: Int = 1 << 30
    ) {
        self.repetitions = max(1, repetitions)
        self.sampleNanoseconds = max(1, sampleNanoseconds)
        self.fixedIterations = fixedIterations.map { max(1, $0) }
        self.maximumIterations = max(1, maximumIterations)
    }

    /// The recorded runs: 15 samples of about 10 ms per variant, interleaved.
    package static let standard = RunConfiguration(repetitions: 15, sampleNanoseconds: 10_000_000)

    /// `--smoke` (CI): 2 samples of 2 iterations each; the numbers mean nothing, the run
    /// proves that every case builds its inputs, agrees with itself and runs.
    package static let smoke = RunConfiguration(repetitions: 2, sampleNanoseconds: 1, fixedIterations: 2)
}
