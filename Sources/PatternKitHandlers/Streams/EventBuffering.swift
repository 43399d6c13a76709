/// What an event stream keeps of the events its consumer has not read yet.
///
/// ```swift
/// for await slider in slider.events(for: .valueChanged) { … }                  // newest only
/// for await button in button.events(for: .touchUpInside, buffering: .all) { … } // every tap
/// ```
public enum EventBuffering: Hashable, Sendable {
    /// Keeps every event until it is read.
    case all
    /// Keeps the `count` newest events, dropping older ones (a slider's latest value).
    case newest(Int)
    /// Keeps the `count` oldest events, dropping newer ones.
    case oldest(Int)

    /// The default: the newest event only, so a slow consumer always reads the latest
    /// state and never a backlog.
    public static var latest: Self { .newest(1) }

    func policy<Element>(for _: Element.Type) -> AsyncStream<Element>.Continuation.BufferingPolicy {
        switch self {
        case .all: .unbounded
        case .newest(let count): .bufferingNewest(max(0, count))
        case .oldest(let count): .bufferingOldest(max(0, count))
        }
    }
}
