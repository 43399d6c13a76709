import BenchmarkHarness
import Dispatch
import Foundation
import PatternKitHandlers
import PatternKitTextEditing
import PatternKitUIKit

/// `handler-stream`: one `.valueChanged` event delivered through `events(for:)`, the
/// `AsyncSequence` every control offers, to a task waiting in a `for await` loop on another
/// thread (as a view model's task does); bytes per operation are the heap bytes one live
/// subscription keeps (the stream, its continuation and the registered handler), amortized
/// over 10,000 subscriptions.
///
/// - `closure`: the same event to a plain handler closure (`addHandler(for:)`): the floor.
/// - `stream`: events sent back to back into a stream buffering `.all`, the waiting task
///   drains them as they come; time per event, end to end (sent, buffered, resumed,
///   received), amortized over the run.
/// - `asyncstream`: the same events yielded into a bare `AsyncStream` and drained the same way
///   (``BareStreamConsumer``): what `AsyncStream` itself costs, the floor for `stream`.
/// - `stream-one-by-one`: each event waits until the task has received it before the next
///   is sent: the latency of waking a suspended task on another thread, which dominates.
/// - `sink`: the same event through `HandlerSubscription`, the Combine-free core of every
///   publisher in PatternKitPublishersUIKit (`button.tapPublisher.sink { … }`), with unlimited
///   demand: what a Combine subscriber costs beyond Combine itself.
@MainActor
enum HandlerStreamCase {
    /// How many subscriptions are held to measure memory per subscription.
    static let subscriptions = 10_000

    static let benchmark = BenchmarkCase(
        "handler-stream",
        "one event through events(for:) to a task awaiting it (bytes/op: heap bytes per subscription)",
        baseline: "closure", bytes: .retained,
        // Issue 12: ≤ 1 µs end to end; issue 30: ≤ 1.5× a bare AsyncStream's yield and next.
        goals: [.atMost("stream", nanoseconds: 1_000), .within("stream", of: "asyncstream", times: 1.5)]
    ) {
        let direct = BenchControl()
        direct.addHandler(for: .valueChanged) { $0.count &+= 1 }

        let sinkControl = BenchControl()
        let sunk = HandlerChurn.Counter()
        let subscription = HandlerSubscription<BenchControl>(
            receive: { _ in
                sunk.value &+= 1
                return 0
            }, finish: {})
        subscription.attach { send in sinkControl.addHandler(for: .valueChanged) { send($0) } }
        subscription.request(Int.max)
        sinkControl.handlers.send(.valueChanged, from: sinkControl)
        try VerificationFailure.check(sunk.value == 1, "handler-stream: the sink did not receive the event")

        let batched = Consumer(BenchControl())
        let oneByOne = Consumer(BenchControl())
        let bare = BareStreamConsumer()
        try VerificationFailure.check(
            batched.deliver(3) && oneByOne.deliver(1) && bare.deliver(3),
            "handler-stream: the waiting task did not receive the events")

        let control = BenchControl()
        var kept: [AsyncStream<BenchControl>] = []
        kept.reserveCapacity(subscriptions)
        let bytes = HeapProbe.retainedBytesPerItem(count: subscriptions) {
            for _ in 0..<subscriptions { kept.append(control.events(for: .valueChanged)) }
        }
        try VerificationFailure.check(
            control.handlers.count == subscriptions, "handler-stream: a subscription registered no handler")
        kept.removeAll()  // each stream's termination cancels its handler

        return [
            Variant("closure") { iterations in
                for _ in 0..<iterations { direct.handlers.send(.valueChanged, from: direct) }
                blackHole(direct.count)
            },
            Variant("stream", bytesPerOp: bytes) { iterations in
                _ = batched.deliver(iterations)
            },
            Variant("asyncstream") { iterations in
                _ = bare.deliver(iterations)
            },
            Variant("sink") { iterations in
                for _ in 0..<iterations { sinkControl.handlers.send(.valueChanged, from: sinkControl) }
                blackHole(sunk.value)
            },
            Variant("stream-one-by-one") { iterations in
                for _ in 0..<iterations { _ = oneByOne.deliver(1) }
            },
        ]
    }

    /// A control and a task on the global executor that counts what `events(for:)` yields.
    @MainActor
    final class Consumer {
        let control: BenchControl
        private let received = Received()

        init(_ control: BenchControl) {
            self.control = control
            let stream = control.events(for: .valueChanged, buffering: .all)
            let received = received
            Task.detached {
                for await _ in stream { received.add() }
            }
        }

        /// Sends `count` events and waits until the task has received them all.
        ///
        /// - Returns: `false` when it did not within a second per event.
        func deliver(_ count: Int) -> Bool {
            received.expect(count)
            for _ in 0..<count { control.handlers.send(.valueChanged, from: control) }
            return received.wait(seconds: Double(count))
        }
    }

    /// A count shared with the consuming task, and a semaphore raised when it reaches a target.
    final class Received: Sendable {
        private let reached = DispatchSemaphore(value: 0)
        private let remaining = Locked(0)

        func expect(_ count: Int) {
            remaining.withLock { $0 = count }
        }

        func add() {
            let done = remaining.withLock { remaining in
                remaining -= 1
                return remaining == 0
            }
            if done { reached.signal() }
        }

        func wait(seconds: Double) -> Bool {
            reached.wait(timeout: .now() + seconds) == .success
        }
    }
}

extension BenchControl: ControlEventHandling {
    var controlEventHandlers: ControlEventHandlers<BenchControl, Event> { handlers }
}
