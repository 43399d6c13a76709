/// What one variant of a case measured: a time per operation for each sample.
public struct Measurement: Sendable, Equatable {
    /// The variant's name.
    public let variant: String
    /// Nanoseconds per operation, one value per sample, in the order they were taken.
    public let samples: [Double]
    /// Operations run in each sample.
    public let iterationsPerSample: Int
    /// Bytes per operation, when the variant reports it.
    public let bytesPerOp: Double?

    /// A measurement; see the properties.
    public init(variant: String, samples: [Double], iterationsPerSample: Int, bytesPerOp: Double? = nil) {
        self.variant = variant
        self.samples = samples
        self.iterationsPerSample = iterationsPerSample
        self.bytesPerOp = bytesPerOp
    }

    /// The median time per operation, in nanoseconds (0 without samples).
    public var nanosecondsPerOp: Double {
        Statistics.median(samples) ?? 0
    }

    /// How widely the samples vary around the median (see ``Statistics/relativeSpread(_:)``).
    public var relativeSpread: Double? {
        Statistics.relativeSpread(samples)
    }
}
