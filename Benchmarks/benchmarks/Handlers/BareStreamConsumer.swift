/// The floor for `handler-stream`'s `stream` variant: a bare `AsyncStream` buffering `.all`,
/// elements yielded straight into its continuation, drained by a task on the global executor
/// in a `for await` loop exactly as `HandlerStreamCase.Consumer`'s task drains `events(for:)`.
/// What is left between the two is PatternKit's: the handler storage and its closure.
@MainActor
final class BareStreamConsumer {
    private let continuation: AsyncStream<BenchControl>.Continuation
    private let received = HandlerStreamCase.Received()
    /// The element yielded: a control, as `events(for:)` yields its control.
    private let control = BenchControl()

    init() {
        var made: AsyncStream<BenchControl>.Continuation?
        let stream = AsyncStream(BenchControl.self, bufferingPolicy: .unbounded) { made = $0 }
        guard let continuation = made else { preconditionFailure("AsyncStream calls its build closure at once") }
        self.continuation = continuation
        let received = received
        Task.detached {
            for await _ in stream { received.add() }
        }
    }

    /// Yields the control `count` times and waits until the task has received them all.
    ///
    /// - Returns: `false` when it did not within a second per element.
    func deliver(_ count: Int) -> Bool {
        received.expect(count)
        for _ in 0..<count { continuation.yield(control) }
        return received.wait(seconds: Double(count))
    }
}
