/// Turns a handler registration into an `AsyncStream`: the machinery behind
/// `events(for:)` and `events()` on every platform.
///
/// - The stream's elements are what the handler receives, yielded on the main actor as the
///   event happens; the consuming task reads them on its own executor (the main actor, for
///   a `@MainActor` task).
/// - When the consuming task is cancelled, or the stream is dropped, the handler is removed.
/// - When the handler is removed another way (its control went away, `removeHandlers`…),
///   the stream finishes, so a `for await` loop ends instead of waiting for ever.
/// - The buffering policy says what happens to events the consumer has not read yet:
///   ``EventBuffering`` (the newest one is kept by default).
@MainActor
package enum HandlerStream {
    /// A stream fed by the handler that `register` registers and returns the token of.
    package static func make<Element: Sendable>(
        buffering: EventBuffering,
        register: (_ handler: @escaping (Element) -> Void) -> HandlerToken
    ) -> AsyncStream<Element> {
        // (Not `AsyncStream.makeStream`: the iOS 16 SDK's standard library predates it.)
        var made: AsyncStream<Element>.Continuation?
        let stream = AsyncStream(Element.self, bufferingPolicy: buffering.policy(for: Element.self)) { made = $0 }
        guard let continuation = made else { preconditionFailure("AsyncStream calls its build closure at once") }
        // Rides in the handler closure: when the storage drops the closure, the stream ends.
        let finisher = StreamFinisher(continuation)
        let token = register { element in
            finisher.continuation.yield(element)
        }
        continuation.onTermination = { _ in
            Task { @MainActor in token.cancel() }
        }
        return stream
    }
}

/// Finishes a stream when the handler that feeds it is dropped.
private final class StreamFinisher<Element: Sendable>: Sendable {
    let continuation: AsyncStream<Element>.Continuation

    init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }
}
