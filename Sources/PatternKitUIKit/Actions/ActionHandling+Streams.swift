public import PatternKitHandlers

extension ActionHandling where Self: Sendable {
    /// The object's actions (a bar button item's taps, a gesture recognizer's state changes)
    /// as an asynchronous sequence; see `events(for:buffering:)` on controls.
    public func events(buffering: EventBuffering = .latest) -> AsyncStream<Self> {
        HandlerStream.make(buffering: buffering) { yield in
            addHandler { object in yield(object) }
        }
    }
}
