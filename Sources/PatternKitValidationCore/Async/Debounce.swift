/// How long a field (``FieldOptions/checkDebounce``) or a form (`FormSession`) waits
/// after the last keystroke before it starts an asynchronous check, so that typing "alice"
/// asks the server once, not five times.
///
/// ```swift
/// let userName = FieldController(userNameRule, then: isFree, options: FieldOptions(checkDebounce: .seconds(0.5)))
/// ```
///
/// The waiting is done by an injected `sleep` function, by default `Task.sleep`. Tests pass
/// their own, which returns when the test says so, and never wait for real time:
///
/// ```swift
/// let debounce = Debounce(seconds: 0.3) { _ in try await testClock.sleep() }
/// ```
///
/// Waiting is cancelled when a newer input arrives; the `sleep` function must throw when
/// its task is cancelled (as `Task.sleep` does).
public struct Debounce: Sendable {
    /// The pause, in seconds; 0 or less means no pause.
    public let seconds: Double

    private let sleep: @Sendable (Double) async throws -> Void

    /// A pause of `seconds`, waited with `sleep`.
    ///
    /// - Parameters:
    ///   - seconds: The pause.
    ///   - sleep: Suspends for the given number of seconds and throws when cancelled.
    public init(seconds: Double, sleep: @escaping @Sendable (Double) async throws -> Void = Debounce.taskSleep) {
        self.seconds = seconds
        self.sleep = sleep
    }

    /// No pause: checks start at once.
    public static let none = Debounce(seconds: 0)

    /// A pause of `seconds`, waited with `Task.sleep`.
    public static func seconds(_ seconds: Double) -> Debounce {
        Debounce(seconds: seconds)
    }

    /// Whether there is a pause at all.
    public var isEnabled: Bool { seconds > 0 }

    /// Waits for the pause.
    ///
    /// - Throws: `CancellationError` (or the sleep function's error) when the task is
    ///   cancelled before or during the pause.
    public func wait() async throws {
        try Task.checkCancellation()
        guard isEnabled else { return }
        try await sleep(seconds)
        try Task.checkCancellation()
    }

    /// `Task.sleep` for `seconds`.
    @Sendable public static func taskSleep(_ seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }
}
