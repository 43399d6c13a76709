import Foundation

/// Runs code on the main actor from any thread: at once when called on the main thread,
/// otherwise in a task. For the callbacks Combine makes from whatever thread it likes
/// (cancelling a subscription, subscribing).
package enum MainActorHop {
    /// Runs `body` on the main actor, synchronously when the caller is on the main thread.
    package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            // The main thread is the main actor's executor, so this is what
            // `MainActor.assumeIsolated` does (which the iOS 16 SDK's library lacks).
            unsafeBitCast(body, to: (@Sendable () -> Void).self)()
        } else {
            Task { @MainActor in body() }
        }
    }
}
