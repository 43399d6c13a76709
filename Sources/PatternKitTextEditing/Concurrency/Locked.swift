import Foundation

/// A value guarded by a lock, safe to read and change from any thread: the one lock of the
/// package's modules (the validation engine's caches, delegate routing, publishers' demand,
/// region formatters), in the bottom module so every layer can use it.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["taps", default: 0] += 1 }
/// ```
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` goes through `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
