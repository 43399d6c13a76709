/// What one variant of a case measured: a time per operation for each sample.
package struct Measurement: Sendable, Equatable {
    /// The variant's name.
    package let variant: String
    /// Nanoseconds per operation, one value per sample, in the order they were taken.
    package let samples: [Double]
    /// Operations run in each sample.
    package let iterationsPerSample: Int
    /// Bytes per operation, when the variant reports it.
    package let bytesPerOp: Double?

    /// A measurement; see the properties.
    package init(variant: String, samples: [Double], iterationsPerSample: Int, bytesPerOp: Double? = nil) {
        self.variant = variant
        self.samples = samples
        self.iterationsPerSample = iterationsPerSample
        self.bytesPerOp = bytesPerOp
    }

    /// The median time per operation, in nanoseconds (0 without samples).
    package var nanosecondsPerOp: Double {
        Statistics.median(samples) ?? 0
    }

    /// How widely the samples vary around the median (see ``Statistics/relativeSpread(_:)``).
    package var relativeSpread: Double? {
        Statistics.relativeSpread(samples)
    }
}
