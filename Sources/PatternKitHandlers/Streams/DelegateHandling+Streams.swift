extension DelegateHandling {
    /// The notifications of one delegate method of a text control, a gesture recognizer or a
    /// controller (a field's `didEndEditing`, a navigation controller's `didShow`, a tab bar
    /// controller's `didSelect`, a sheet's `didDismiss`) as an asynchronous sequence of what
    /// its closures receive besides the object — as `events(for:)` reads a control's events
    /// and a scroll view's delegate notifications.
    ///
    /// ```swift
    /// for await shown in navigationController.events(for: .didShow) {
    ///     analytics.screen(String(describing: type(of: shown.viewController)))
    /// }
    /// ```
    ///
    /// Cancelling the consuming task removes the closure behind it; the app's delegate and the
    /// other closures are not affected.
    public func events<Input: Sendable>(
        for method: DelegateMethod<Self, Input, Void>, buffering: EventBuffering = .latest
    )
        -> AsyncStream<Input>
    {
        HandlerStream.make(buffering: buffering) { yield in
            addHandler(for: method) { _, input in yield(input) }
        }
    }
}
