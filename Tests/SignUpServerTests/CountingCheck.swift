#if Vapor
    import Foundation
    import PatternKitValidation

    /// A field's asynchronous check that counts its runs: a name is free unless it is "taken";
    /// with a `delay`, each run first waits that long (a slow store), and a run whose wait is
    /// cancelled is counted as cancelled.
    final class CountingCheck: AsyncValidator, @unchecked Sendable {
        private let lock = NSLock()
        private var started = 0
        private var cancelled = 0
        private let delay: Duration?

        init(delay: Duration? = nil) {
            self.delay = delay
        }

        /// How many times the check started.
        var runs: Int { lock.withLock { started } }

        /// How many runs were cancelled while they waited.
        var cancellations: Int { lock.withLock { cancelled } }

        func validate(_ name: String) async throws {
            lock.withLock { started += 1 }
            if let delay {
                do {
                    try await Task.sleep(for: delay)
                } catch {
                    lock.withLock { cancelled += 1 }
                    throw error
                }
            }
            if name == "taken" { throw ValidationError(.alreadyTaken, parameters: [.value: .string(name)]) }
        }

        /// Waits (up to 10 seconds) until `condition` holds of this check.
        func wait(until condition: (CountingCheck) -> Bool) async {
            for _ in 0..<1_000 where !condition(self) {
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
    }
#endif
