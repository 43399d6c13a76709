import Dispatch
import PatternKitTextEditing

/// Runs an asynchronous operation from a variant's synchronous body: the whole loop runs in
/// one task on the global executor while the calling thread waits, so the hop to the task is
/// paid once per sample, not once per operation.
///
/// ```swift
/// Variant("patternkit") { iterations in
///     blackHole(AsyncLoop.run(iterations) { await parse(body) ? 1 : 0 })
/// }
/// ```
enum AsyncLoop {
    /// Calls `operation` `iterations` times, one after the other, and returns the sum of what it returned.
    static func run(_ iterations: Int, _ operation: @escaping @Sendable () async -> Int) -> Int {
        let done = DispatchSemaphore(value: 0)
        let total = Locked(0)
        Task.detached {
            var sum = 0
            for _ in 0..<iterations { sum &+= await operation() }
            total.withLock { [sum] in $0 = sum }
            done.signal()
        }
        done.wait()
        return total.withLock { $0 }
    }
}
