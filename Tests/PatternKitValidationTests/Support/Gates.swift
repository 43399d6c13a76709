import Foundation

/// Suspended calls that a test resumes one at a time, with a stream of what happened, so
/// asynchronous tests follow events instead of waiting for time to pass.
///
/// `wait(_:)` suspends its caller until the test calls `open(_:with:)` for the same key, or
/// throws `CancellationError` (and reports `.cancelled`) when the caller's task is cancelled.
final class Gates<Value: Sendable>: @unchecked Sendable {
    // @unchecked: every mutable property is accessed under `lock`.
    enum Event: Hashable, Sendable, CustomStringConvertible {
        case waiting(String)
        case cancelled(String)
        var description: String {
            switch self {
            case .waiting(let key): "waiting(\(key))"
            case .cancelled(let key): "cancelled(\(key))"
            }
        }
    }

    private struct Call {
        let key: String
        let token: Int
        let continuation: CheckedContinuation<Value, any Error>
    }

    private let lock = NSLock()
    private var calls: [Call] = []
    private var cancelledTokens: Set<Int> = []
    private var nextToken = 0
    private var events: [Event] = []
    private var iterator: AsyncStream<Event>.Iterator
    private let sink: AsyncStream<Event>.Continuation

    init() {
        let (stream, sink) = AsyncStream.makeStream(of: Event.self)
        self.iterator = stream.makeAsyncIterator()
        self.sink = sink
    }

    /// Suspends until `open(key, with:)`; throws when the calling task is cancelled.
    func wait(_ key: String) async throws -> Value {
        let token = lock.withLock {
            nextToken += 1
            return nextToken
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock {
                    if cancelledTokens.contains(token) {
                        continuation.resume(throwing: CancellationError())
                        return
                    }
                    calls.append(Call(key: key, token: token, continuation: continuation))
                    record(.waiting(key))
                }
            }
        } onCancel: {
            let call: Call? = lock.withLock {
                cancelledTokens.insert(token)
                guard let index = calls.firstIndex(where: { $0.token == token }) else { return nil }
                record(.cancelled(key))
                return calls.remove(at: index)
            }
            call?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Resumes the oldest call waiting on `key` with `value`; `false` when none waits.
    @discardableResult
    func open(_ key: String, with value: Value) -> Bool {
        let call: Call? = lock.withLock {
            guard let index = calls.firstIndex(where: { $0.key == key }) else { return nil }
            return calls.remove(at: index)
        }
        call?.continuation.resume(returning: value)
        return call != nil
    }

    /// The next event. Only one task may call this at a time.
    func next() async -> Event? {
        var iterator = lock.withLock { self.iterator }
        let event = await iterator.next()
        lock.withLock { self.iterator = iterator }
        return event
    }

    /// Skips events until `event` arrives; `false` when the stream ends first.
    @discardableResult
    func expect(_ event: Event) async -> Bool {
        while let next = await next() {
            if next == event { return true }
        }
        return false
    }

    /// Every event so far, in order.
    var history: [Event] {
        lock.withLock { events }
    }

    /// The keys waiting now.
    var waitingKeys: [String] {
        lock.withLock { calls.map(\.key) }
    }

    private func record(_ event: Event) {
        events.append(event)
        sink.yield(event)
    }
}

extension Gates where Value == Void {
    /// Resumes the oldest call waiting on `key`.
    @discardableResult
    func open(_ key: String) -> Bool {
        open(key, with: ())
    }
}
