/// The few statistics a benchmark table needs, on samples of nanoseconds per operation.
///
/// ```swift
/// Statistics.median([3, 1, 2])            // 2
/// Statistics.median([4, 1, 3, 2])         // 2.5
/// Statistics.quantile([1, 2, 3, 4, 5], 0.25) // 2
/// ```
package enum Statistics {
    /// The middle value (the mean of the two middle values for an even count); `nil` when
    /// there are no samples.
    package static func median(_ samples: [Double]) -> Double? {
        quantile(samples, 0.5)
    }

    /// The `q`-quantile (0 ≤ q ≤ 1) with linear interpolation between the closest ranks;
    /// `nil` when there are no samples.
    package static func quantile(_ samples: [Double], _ q: Double) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let position = min(max(q, 0), 1) * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// Half the interquartile range relative to the median: `0.03` means the middle half
    /// of the samples lies within about ±3 % of the median. `nil` without samples or
    /// with a zero median.
    package static func relativeSpread(_ samples: [Double]) -> Double? {
        guard let median = median(samples), median > 0,
            let first = quantile(samples, 0.25), let third = quantile(samples, 0.75)
        else { return nil }
        return (third - first) / 2 / median
    }

    /// How many times as fast `variant` is as `baseline`, given their times per operation:
    /// `baseline / variant`. Above 1 the variant is faster. `nil` when a time is not positive.
    package static func speedup(baseline: Double, variant: Double) -> Double? {
        guard baseline > 0, variant > 0 else { return nil }
        return baseline / variant
    }
}
