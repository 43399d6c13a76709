#if canImport(Combine) && canImport(UIKit) && !os(watchOS)
    import Combine
    import PatternKitHandlers

    /// The Combine face of a ``HandlerSubscription``: demand and cancellation go to the core,
    /// which owns the handler's token.
    final class EventSubscription<Output>: Subscription {
        private let core: HandlerSubscription<Output>

        init(_ core: HandlerSubscription<Output>) {
            self.core = core
        }

        func request(_ demand: Subscribers.Demand) {
            core.request(demand.max ?? Int.max)
        }

        func cancel() {
            core.cancel()
        }
    }
#endif
