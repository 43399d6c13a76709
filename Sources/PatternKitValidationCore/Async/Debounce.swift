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

    /// The injected way to wait, `nil` for `Task.sleep`. The waiting itself (`wait()`) lives
    /// with the asynchronous checks in `PatternKitValidation`, so a field without a check links
    /// no asynchronous code.
    package let sleep: (@Sendable (Double) async throws -> Void)?

    /// A pause of `seconds`, waited with `sleep`.
    ///
    /// - Parameters:
    ///   - seconds: The pause.
    ///   - sleep: Suspends for the given number of seconds and throws when cancelled; `nil`
    ///     (the default) waits with `Task.sleep`.
    public init(seconds: Double, sleep: (@Sendable (Double) async throws -> Void)? = nil) {
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
}
