import BenchmarkHarness
import PatternKitHandlers

/// `handler-dispatch` (one handler) and `handler-dispatch-10` (ten handlers): one
/// `.valueChanged` event delivered to the closures registered for it.
///
/// - `direct-call`: the closures called straight from an array, as an app that keeps its
///   own closure would: the floor for any closure-based API.
/// - `patternkit`: `ControlEventHandlers.send(_:from:)`, the storage behind `on(_:)` and
///   `addHandler(for:)` on UIKit and terminal controls.
@MainActor
enum HandlerDispatch {
    static let benchmarks = [
        // Issue 4: ≤ 100 ns; issue 30: ≤ 30 ns.
        benchmark(
            name: "handler-dispatch", handlers: 1,
            goals: [.atMost("patternkit", nanoseconds: 100), .atMost("patternkit", nanoseconds: 30)]),
        benchmark(name: "handler-dispatch-10", handlers: 10, goals: []),
    ]

    static func benchmark(name: String, handlers count: Int, goals: [Goal]) -> BenchmarkCase {
        BenchmarkCase(
            name, "one event to \(count) handler\(count == 1 ? "" : "s") (each bumps a counter)",
            baseline: "direct-call", goals: goals
        ) {
            let control = BenchControl()
            let closures: [(BenchControl) -> Void] = opaque((0..<count).map { _ in { $0.count &+= 1 } })
            for closure in closures {
                control.handlers.add(.valueChanged, closure)
            }
            // A handler for another event, skipped by every send.
            control.handlers.add(.touchUpInside) { $0.count &+= 1_000 }
            let event = opaque(BenchControl.Event.valueChanged)

            control.count = 0
            control.handlers.send(event, from: control)
            try VerificationFailure.check(
                control.count == count, "\(name): patternkit ran \(control.count) handlers, not \(count)")

            return [
                Variant("direct-call") { iterations in
                    for _ in 0..<iterations {
                        for closure in closures { closure(control) }
                    }
                    blackHole(control.count)
                },
                Variant("patternkit") { iterations in
                    let handlers = control.handlers
                    for _ in 0..<iterations {
                        handlers.send(event, from: control)
                    }
                    blackHole(control.count)
                },
            ]
        }
    }
}
