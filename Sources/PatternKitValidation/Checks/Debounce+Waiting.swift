public import PatternKitValidationCore

/// Waiting out a pause, where the asynchronous checks that wait live.
extension Debounce {
    /// Waits for the pause.
    ///
    /// - Throws: `CancellationError` (or the sleep function's error) when the task is
    ///   cancelled before or during the pause.
    public func wait() async throws {
        try Task.checkCancellation()
        guard isEnabled else { return }
        try await (sleep ?? Self.taskSleep)(seconds)
        try Task.checkCancellation()
    }

    /// `Task.sleep` for `seconds`.
    @Sendable public static func taskSleep(_ seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }
}
