extension ControlEventHandling where Self: Sendable {
    /// The control's `events` as an asynchronous sequence of the control itself, typed with
    /// its own class.
    ///
    /// ```swift
    /// for await button in saveButton.events(for: .touchUpInside) {
    ///     await save()
    /// }
    /// ```
    ///
    /// Cancelling the consuming task (or dropping the stream) removes the handler behind it;
    /// the stream finishes when the control goes away or its handlers are removed.
    ///
    /// - Parameters:
    ///   - events: The events to observe (several may be combined).
    ///   - buffering: What is kept of events not read yet; the newest one by default.
    public func events(for events: Event, buffering: EventBuffering = .latest) -> AsyncStream<Self> {
        HandlerStream.make(buffering: buffering) { yield in
            addHandler(for: events) { control in yield(control) }
        }
    }
}
