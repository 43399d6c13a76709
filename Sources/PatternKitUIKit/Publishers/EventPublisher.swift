#if canImport(Combine) && canImport(UIKit) && !os(watchOS)
    public import Combine
    public import PatternKitHandlers
    import UIKit

    /// A UIKit event as a Combine publisher: each subscription registers a closure handler on
    /// the object, and cancelling the subscription removes that handler.
    ///
    /// - The object is held weakly, by the publisher and by its subscriptions: a publisher
    ///   stored beside its control, or a subscription stored in the control's own view
    ///   controller, makes no cycle. When the object goes away, subscribers receive
    ///   `.finished`.
    /// - Values are delivered on the main actor, as the events happen, and only as far as the
    ///   subscriber asked for them (events nobody asked for are dropped, as a
    ///   `PassthroughSubject` drops them).
    /// - Value publishers (`textPublisher`, `valuePublisher`…) start with the current value, so
    ///   subscribing late loses no state; event publishers (`tapPublisher`) do not.
    /// - The object's other closures and its app delegate are not affected.
    ///
    /// ```swift
    /// button.tapPublisher
    ///     .sink { save() }
    ///     .store(in: &cancellables)
    /// ```
    public struct EventPublisher<Output>: Publisher {
        /// Event publishers never fail.
        public typealias Failure = Never

        private let register: @MainActor @Sendable (_ send: @escaping (Output) -> Void) -> HandlerToken?
        private let initial: (@MainActor @Sendable () -> Output?)?

        /// A publisher of the values that `register` hands its `send` closure, for `object`
        /// (held weakly), starting with `initial`'s value when there is one.
        ///
        /// - Parameters:
        ///   - object: The object whose events are published.
        ///   - initial: The current value, sent first (for value publishers).
        ///   - register: Registers a handler on the object that calls `send`, and returns its token.
        public init<Object: AnyObject & Sendable>(
            _ object: Object,
            initial: (@MainActor @Sendable (Object) -> Output)? = nil,
            register:
                @escaping @MainActor @Sendable (_ object: Object, _ send: @escaping (Output) -> Void) -> HandlerToken
        ) {
            let reference = WeakReference(object)
            self.register = { send in
                guard let object = reference.object else { return nil }
                return register(object, send)
            }
            if let initial {
                self.initial = { () -> Output? in
                    guard let object = reference.object else { return nil }
                    return initial(object)
                }
            } else {
                self.initial = nil
            }
        }

        /// Attaches `subscriber`: it receives its subscription at once; the handler is
        /// registered on the main actor (at once when subscribing from the main thread).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let core = HandlerSubscription<Output>(
                receive: { value in subscriber.receive(value).max ?? Int.max },
                finish: { subscriber.receive(completion: .finished) }
            )
            subscriber.receive(subscription: EventSubscription(core))
            let register = register
            let initial = initial
            let attach: @MainActor @Sendable () -> Void = {
                core.attach(initial: initial?()) { send in register(send) }
            }
            MainActorHop.run(attach)
        }
    }

    /// The observed object, held weakly by a publisher's closures.
    private final class WeakReference<Object: AnyObject & Sendable>: Sendable {
        weak let object: Object?

        init(_ object: Object) {
            self.object = object
        }
    }
#endif
