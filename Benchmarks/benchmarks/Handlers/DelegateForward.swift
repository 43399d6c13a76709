import BenchmarkHarness
import PatternKitHandlers

/// `delegate-forward`: one delegate call — a table's `heightForRowAt`, once per row of a
/// reload — forwarded to the app's delegate, or answered by a closure.
///
/// - `direct-call`: the app's delegate called straight (a class method, dispatched
///   dynamically as a message is): the floor.
/// - `patternkit`: what the proxy's `forwardingTarget(for:)` asks first — the core's
///   `DelegateHandlers.forwardee(respondingTo:answersAreStable:_:)`, whose answer for a plain
///   delegate is kept after the first question: one lock, no allocation — then the delegate
///   called.
/// - `patternkit-handled`: the same call answered by a closure (`heightForRow { }`): the
///   proxy's own method asks the core for its closures' answer, found among the methods with
///   closures by key.
///
/// On Linux this measures the core's share; Objective-C's own forwarding (`forwardingTarget`
/// and the resend) adds to it on a device.
@MainActor
enum DelegateForward {
    /// The app's delegate: answers a row's height. Called through the class's table, never
    /// inlined (a subclass answers), as a message is dispatched.
    class AppDelegate {
        @inline(never) func height(ofRow row: Int) -> Double { 0 }
    }

    final class RowHeights: AppDelegate {
        @inline(never) override func height(ofRow row: Int) -> Double { 44 + Double(row & 1) }
    }

    final class Owner {}

    /// `heightForRowAt`'s key, as a family declares one.
    static let heightForRow = DelegateMethod<Owner, Int, Double?>("heightForRow")

    /// The app's delegate is a plain object: its answers are kept.
    nonisolated static func isPlain(_ forwardee: AnyObject) -> Bool { true }

    static let benchmark = BenchmarkCase(
        "delegate-forward", "a forwarded heightForRowAt: is the app's delegate implementing it, then its answer",
        baseline: "direct-call", goals: []
    ) {
        let owner = Owner()
        let handlers = DelegateHandlers(sender: owner)
        let delegate: AppDelegate = opaque(RowHeights())
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
        // Another object's table, whose closures answer: a few methods have closures, as in an app.
        let handled = DelegateHandlers(sender: owner)
        handled.set(DelegateMethod<Owner, Int, Void>("didSelectRow")) { _, _ in }
        handled.set(DelegateMethod<Owner, Void, Void>("didScroll")) { _, _ in }
        handled.set(heightForRow) { _, row in 44 + Double(row & 1) }
        try VerificationFailure.check(
            handled.answer(heightForRow, 1) == 45, "delegate-forward: the closure answers the height")
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
            Variant("patternkit-handled") { iterations in
                var total = 0.0
                for row in 0..<iterations {
                    total += handled.answer(heightForRow, row) ?? 0
                }
                blackHole(total)
            },
        ]
    }
}
