import Foundation

/// Number formats for the table: three significant digits, units that fit the value.
///
/// ```swift
/// Format.duration(12_345)   // "12.3 µs"
/// Format.ratio(812.4)       // "812"
/// Format.bytes(1_048_576)   // "1 MiB"
/// ```
package enum Format {
    /// A time given in nanoseconds, in ns, µs, ms or s.
    package static func duration(_ nanoseconds: Double) -> String {
        switch abs(nanoseconds) {
        case ..<1_000: "\(number(nanoseconds)) ns"
        case ..<1_000_000: "\(number(nanoseconds / 1_000)) µs"
        case ..<1_000_000_000: "\(number(nanoseconds / 1_000_000)) ms"
        default: "\(number(nanoseconds / 1_000_000_000)) s"
        }
    }

    /// A ratio with three significant digits (`812`, `12.4`, `1.00`, `0.31`).
    package static func ratio(_ value: Double) -> String {
        number(value)
    }

    /// A value with three significant digits, without exponent.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        switch abs(value) {
        case 100...: return String(format: "%.0f", value)
        case 10...: return String(format: "%.1f", value)
        default: return String(format: "%.2f", value)
        }
    }

    /// A byte count in B, KiB or MiB (whole numbers print without decimals).
    package static func bytes(_ value: Double) -> String {
        let units: [(Double, String)] = [(1_048_576, "MiB"), (1_024, "KiB")]
        for (size, unit) in units where abs(value) >= size {
            let scaled = value / size
            return scaled == scaled.rounded() ? "\(Int(scaled)) \(unit)" : "\(number(scaled)) \(unit)"
        }
        return "\(String(format: "%.0f", value)) B"
    }

    /// "412× faster than article", "3.20× slower than article" or "as fast as article", from a
    /// speed-up (baseline time / variant time).
    package static func comparison(_ speedup: Double, with baseline: String) -> String {
        if ratio(speedup) == "1.00" { return "as fast as \(baseline)" }
        return speedup > 1
            ? "\(ratio(speedup))× faster than \(baseline)" : "\(ratio(1 / speedup))× slower than \(baseline)"
    }
}
