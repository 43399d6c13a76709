/// A speed goal set by an issue, checked against the medians of one run.
///
/// ```swift
/// .faster("patternkit", than: "article", by: 100)      // ≥100× the Strategy article's speed
/// .notSlower("double-dispatch", than: "switch-cast")
/// .within("double-dispatch", of: "switch-cast", times: 1.5)   // ≤ 1.5× its time
/// .throughput("patternkit", gigabytesPerSecond: 10)
/// .atMost("patternkit", nanoseconds: 100)
/// ```
package enum Goal: Sendable, Equatable {
    /// `variant` is at least `factor` times as fast as `other` (time ratio other/variant).
    case faster(String, than: String, by: Double)
    /// `variant` takes no more time per operation than `other`.
    case notSlower(String, than: String)
    /// `variant` takes at most `factor` times the time per operation of `other`.
    case within(String, of: String, times: Double)
    /// `variant` processes at least this many gigabytes (10⁹ bytes) per second.
    case throughput(String, gigabytesPerSecond: Double)
    /// `variant` takes at most this many nanoseconds per operation.
    case atMost(String, nanoseconds: Double)

    /// The variant the goal is about.
    package var variant: String {
        switch self {
        case .faster(let variant, _, _), .notSlower(let variant, _), .within(let variant, _, _),
            .throughput(let variant, _), .atMost(let variant, _):
            variant
        }
    }
}
