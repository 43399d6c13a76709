import BenchmarkHarness
import Testing

@Suite("Statistics: medians, spread and ratios the table reports")
struct StatisticsTests {
    @Test(
        "the median is the middle sample, or the mean of the two middle ones",
        arguments: [
            ([5.0], 5.0),
            ([3, 1, 2], 2),
            ([4, 1, 3, 2], 2.5),
            ([10, 10, 1000, 10, 10], 10),
            ([9, 1, 1000, 2, 7, 3], 5),
        ] as [([Double], Double)])
    func median(samples: [Double], expected: Double) {
        #expect(Statistics.median(samples) == expected)
    }

    @Test("no samples: no median, no spread")
    func empty() {
        #expect(Statistics.median([]) == nil)
        #expect(Statistics.relativeSpread([]) == nil)
    }

    @Test("quantiles interpolate between ranks")
    func quantiles() {
        let samples: [Double] = [5, 1, 4, 2, 3]
        #expect(Statistics.quantile(samples, 0) == 1)
        #expect(Statistics.quantile(samples, 0.25) == 2)
        #expect(Statistics.quantile(samples, 1) == 5)
        #expect(Statistics.quantile([0, 10], 0.25) == 2.5)
    }

    @Test("spread is half the interquartile range over the median")
    func spread() {
        #expect(Statistics.relativeSpread([90, 95, 100, 105, 110]) == 0.05)
        #expect(Statistics.relativeSpread([7, 7, 7]) == 0)
    }

    @Test("speed-up is the baseline's time over the variant's")
    func speedup() {
        #expect(Statistics.speedup(baseline: 3_000, variant: 20) == 150)
        #expect(Statistics.speedup(baseline: 10, variant: 40) == 0.25)
        #expect(Statistics.speedup(baseline: 10, variant: 0) == nil)
    }
}

@Suite("Format: the table's numbers")
struct FormatTests {
    @Test(
        "times get the unit that fits",
        arguments: [
            (4.104, "4.10 ns"), (23.71, "23.7 ns"), (999.4, "999 ns"), (12_345, "12.3 µs"), (2_600_000, "2.60 ms"),
            (1.5e9, "1.50 s"),
        ])
    func durations(nanoseconds: Double, text: String) {
        #expect(Format.duration(nanoseconds) == text)
    }

    @Test(
        "comparisons say faster, slower or as fast",
        arguments: [
            (150.0, "150× faster than article"), (0.25, "4.00× slower than article"), (1.001, "as fast as article"),
        ])
    func comparisons(speedup: Double, text: String) {
        #expect(Format.comparison(speedup, with: "article") == text)
    }

    @Test(
        "bytes in B, KiB and MiB",
        arguments: [(88.4, "88 B"), (1_048_576, "1 MiB"), (65_536, "64 KiB"), (1_536, "1.50 KiB")])
    func bytes(value: Double, text: String) {
        #expect(Format.bytes(value) == text)
    }
}
