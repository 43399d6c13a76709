import BenchmarkHarness
import PatternKitHandlers

/// `delegate-forward`: one forwarded delegate call — a table's `heightForRowAt`, once per row of
/// a reload — whose closures do not answer it, so it goes on to the app's delegate.
///
/// - `direct-call`: the app's delegate called straight (a class method, dispatched
///   dynamically as a message is): the floor.
/// - `patternkit`: what the proxy's `forwardingTarget(for:)` asks first — the core's
///   `DelegateHandlers.forwardee(respondingTo:answersAreStable:_:)`, whose answer for a plain
///   delegate is kept after the first question: one lock, no allocation — then the delegate
///   called.
///
/// On Linux this measures the core's share; Objective-C's own forwarding (`forwardingTarget`
/// and the resend) adds to it on a device.
@MainActor
enum DelegateForward {
    /// The app's delegate: answers a row's height.
    class AppDelegate {
        func height(ofRow row: Int) -> Double { 44 + Double(row & 1) }
    }

    final class Owner {}

    /// The app's delegate is a plain object: its answers are kept.
    nonisolated static func isPlain(_ forwardee: AnyObject) -> Bool { true }

    static let benchmark = BenchmarkCase(
        "delegate-forward", "a forwarded heightForRowAt: is the app's delegate implementing it, then its answer",
        baseline: "direct-call", goals: []
    ) {
        let owner = Owner()
        let handlers = DelegateHandlers(sender: owner)
        let delegate: AppDelegate = opaque(AppDelegate())
        handlers.forward(to: delegate)
        // A selector's identity, as the proxy passes it (its address).
        let question: UInt = opaque(0x7f00_1234_5670)
        var asked = 0
        func forwardee() -> AppDelegate? {
            func implements(_ forwardee: AnyObject) -> Bool {
                asked += 1
                return true
            }
            return handlers.forwardee(respondingTo: question, answersAreStable: isPlain, implements) as? AppDelegate
        }
        try VerificationFailure.check(forwardee() === delegate, "delegate-forward: the delegate implements it")
        _ = forwardee()
        try VerificationFailure.check(asked == 1, "delegate-forward: the delegate was asked \(asked) times, not once")
        return [
            Variant("direct-call") { iterations in
                var total = 0.0
                for row in 0..<iterations {
                    total += delegate.height(ofRow: row)
                }
                blackHole(total)
            },
            Variant("patternkit") { iterations in
                var total = 0.0
                for row in 0..<iterations {
                    if let forwardee = forwardee() { total += forwardee.height(ofRow: row) }
                }
                blackHole(total)
            },
        ]
    }
}
