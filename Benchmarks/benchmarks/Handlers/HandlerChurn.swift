import BenchmarkHarness
import PatternKitHandlers

/// `handler-churn`: add a handler and remove it again, as a reused cell or a screen that
/// comes and goes does; bytes per operation are the heap bytes one registered handler
/// keeps allocated (measured, not estimated: see `HeapProbe`), counting everything one
/// registration keeps alive: the entry, the adapted closure, the app closure's context and
/// the token the app holds, plus the list's storage, amortized over 10,000 handlers.
///
/// - `dictionary`: a hand-rolled store, closures in a `[Int: closure]` keyed by a counter.
/// - `patternkit`: `ControlEventHandlers.add(_:_:)` and `HandlerToken.cancel()`.
///
/// Every handler captures one object (what `[weak self]` or a view model capture costs).
@MainActor
enum HandlerChurn {
    /// How many handlers are registered to measure memory per handler.
    static let registrations = 10_000

    static let benchmark = BenchmarkCase(
        "handler-churn", "add a handler and remove it (bytes/op: heap bytes per registered handler)",
        baseline: "dictionary", bytes: .retained,
        // Issue 30: adding and removing a handler costs at most two dictionary insertions and removals.
        goals: [.within("patternkit", of: "dictionary", times: 2)]
    ) {
        let target = Counter()
        let control = BenchControl()
        let store = DictionaryHandlers()

        let token = control.handlers.add(.valueChanged) { [target] _ in target.value &+= 1 }
        token.cancel()
        try VerificationFailure.check(
            control.handlers.count == 0 && !token.isActive, "handler-churn: cancel left the handler registered")

        // The app keeps each token (to cancel it later), in an array allocated beforehand:
        // the array is the app's memory, the tokens are PatternKit's.
        var tokens: [HandlerToken] = []
        tokens.reserveCapacity(registrations)
        let patternkitBytes = HeapProbe.retainedBytesPerItem(count: registrations) {
            for _ in 0..<registrations {
                tokens.append(control.handlers.add(.valueChanged) { [target] _ in target.value &+= 1 })
            }
        }
        tokens.forEach { $0.cancel() }
        try VerificationFailure.check(
            control.handlers.count == 0, "handler-churn: cancelling every token left handlers")
        let dictionaryBytes = HeapProbe.retainedBytesPerItem(count: registrations) {
            for _ in 0..<registrations { _ = store.add { [target] _ in target.value &+= 1 } }
        }
        store.removeAll()

        return [
            Variant("dictionary", bytesPerOp: dictionaryBytes) { iterations in
                for _ in 0..<iterations {
                    let key = store.add { [target] _ in target.value &+= 1 }
                    store.remove(key)
                }
                blackHole(store)
            },
            Variant("patternkit", bytesPerOp: patternkitBytes) { iterations in
                let handlers = control.handlers
                for _ in 0..<iterations {
                    handlers.add(.valueChanged) { [target] _ in target.value &+= 1 }.cancel()
                }
                blackHole(handlers)
            },
        ]
    }

    /// What the handlers capture.
    final class Counter {
        var value = 0
    }

    /// The hand-rolled alternative: closures by key, removed by key.
    final class DictionaryHandlers {
        private var handlers: [Int: (BenchControl) -> Void] = [:]
        private var nextKey = 0

        func add(_ handler: @escaping (BenchControl) -> Void) -> Int {
            nextKey &+= 1
            handlers[nextKey] = handler
            return nextKey
        }

        func remove(_ key: Int) {
            handlers.removeValue(forKey: key)
        }

        func removeAll() {
            handlers.removeAll()
        }
    }
}
