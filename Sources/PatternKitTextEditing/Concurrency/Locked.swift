/// A value guarded by a lock, safe to read and change from any thread: the one lock of the
/// package's modules (the validation engine's caches, delegate routing, publishers' demand,
/// region formatters, the server's limits), in the bottom module so every layer can use it.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["taps", default: 0] += 1 }
/// ```
///
/// The lock is the platform's own (`PlatformLock`: `os_unfair_lock` on Apple platforms, a
/// `pthread_mutex_t` elsewhere), not `NSLock`, an object messaged around a mutex. It and the
/// value live at fixed addresses of their own, so taking it costs no message, no allocation
/// and no exclusivity check: a delegate proxy takes it once per forwarded call
/// (`DelegateRouting`). It is not recursive: `body` must not take the same lock again.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` goes through `lock`.
    private let lock = PlatformLock.make()
    private let value: UnsafeMutablePointer<Value>

    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        PlatformLock.destroy(lock)
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        PlatformLock.lock(lock)
        defer { PlatformLock.unlock(lock) }
        return body(&value.pointee)
    }
}
