import Foundation
import PatternKitHandlers
import PatternKitTextEditing

/// The subscription behind every event publisher (`tapPublisher`, `publisher(for:)`…),
/// without Combine or UIKit, so that it is tested on Linux (it lives in this product, not in
/// PatternKitHandlers, so that apps without Combine do not compile it): it owns the
/// ``HandlerToken`` of the handler that feeds it and forwards values as far as its subscriber
/// asked for them.
///
/// - **Demand.** A value arrives only when the subscriber asked for one (``request(_:)``);
///   events nobody asked for are dropped, as a `PassthroughSubject` drops them. The
///   subscriber's answer to each value adds to the demand. `Int.max` is unlimited.
/// - **Cancelling removes the handler.** ``cancel()`` (from any thread) releases the
///   subscriber and removes the handler on the main actor: the object's other handlers and
///   delegate are not affected, and nothing stays registered.
/// - **The object going away finishes.** When the handler is dropped another way (its
///   object was freed, `removeHandlers`…), the subscriber receives its completion once.
/// - **No cycle.** The subscription never holds the object it observes; the object's handler
///   storage holds the subscription only until the handler is removed.
/// - **State, not only events.** A value publisher (a text field's text) hands an
///   `initial` value to ``attach(initial:register:)``: the subscriber receives it first,
///   when it first asks for a value, so subscribing late loses no state.
///
/// ```swift
/// let subscription = HandlerSubscription<String>(receive: { text in print(text); return 0 }, finish: {})
/// subscription.attach(initial: field.text) { send in field.addHandler(for: .editingChanged) { send($0.text) } }
/// subscription.request(.max)
/// ```
package final class HandlerSubscription<Value>: @unchecked Sendable {
    // @unchecked: the state is read and written only through `state` (a `Locked`): from the
    // main actor (events) and any thread (demand, cancellation). User code is never called
    // with the lock held: each method takes what it needs under the lock, then calls out.
    private struct State {
        var demand = 0
        var receive: ((Value) -> Int)?
        var complete: (() -> Void)?
        var token: HandlerToken?
        var initial: Value?

        mutating func add(_ count: Int) {
            demand = demand > Int.max - max(0, count) ? Int.max : demand + max(0, count)
        }

        /// The subscriber, when it wants a value now (taking one from the demand).
        mutating func takeReceiver() -> ((Value) -> Int)? {
            guard demand > 0, let receive else { return nil }
            if demand != Int.max { demand -= 1 }
            return receive
        }

        mutating func release() {
            receive = nil
            complete = nil
            token = nil
            initial = nil
        }
    }

    private let state: Locked<State>

    /// A subscription that hands values to `receive` (which returns how many more it wants)
    /// and tells `finish` when the observed object's handler was dropped.
    package init(receive: @escaping (Value) -> Int, finish: @escaping () -> Void) {
        state = Locked(State(receive: receive, complete: finish))
    }

    /// Registers the handler that feeds the subscription, through `register`, which returns
    /// its token (`nil` when the object is gone: the subscription then finishes at once).
    @MainActor
    package func attach(initial: Value? = nil, register: (_ send: @escaping (Value) -> Void) -> HandlerToken?) {
        state.withLock { $0.initial = initial }
        // Rides in the handler closure: when the storage drops the closure, the subscription finishes.
        let finisher = SubscriptionFinisher { [weak self] in self?.finish() }
        let token = register { [self] value in
            withExtendedLifetime(finisher) { send(value) }
        }
        guard let token else { return finish() }
        let isLive = state.withLock { state in
            guard state.receive != nil else { return false }
            state.token = token
            return true
        }
        guard isLive else { return token.cancel() }
        // Demand that arrived before the handler was registered receives the initial value now.
        request(0)
    }

    /// Adds `count` to the demand (`Int.max`: unlimited); delivers the initial value if one
    /// is waiting.
    package func request(_ count: Int) {
        let delivery: (receive: (Value) -> Int, value: Value)? = state.withLock { state in
            state.add(count)
            guard state.demand > 0, let value = state.initial, let receive = state.takeReceiver() else { return nil }
            state.initial = nil
            return (receive, value)
        }
        guard let delivery else { return }
        more(delivery.receive(delivery.value))
    }

    /// Ends the subscription: releases the subscriber and removes the handler (on the main
    /// actor). Idempotent; no completion is sent.
    package func cancel() {
        let token = state.withLock { state in
            let token = state.token
            state.release()
            return token
        }
        guard let token else { return }
        MainActorHop.run { token.cancel() }
    }

    /// Whether the subscription still delivers (neither cancelled nor finished).
    package var isActive: Bool {
        state.withLock { $0.receive != nil }
    }

    // MARK: Delivery

    @MainActor
    private func send(_ value: Value) {
        let receive: ((Value) -> Int)? = state.withLock { state in
            guard let receive = state.takeReceiver() else { return nil }
            state.initial = nil
            return receive
        }
        guard let receive else { return }
        more(receive(value))
    }

    private func finish() {
        let complete = state.withLock { state in
            let complete = state.complete
            state.release()
            return complete
        }
        complete?()
    }

    private func more(_ count: Int) {
        guard count > 0 else { return }
        state.withLock { $0.add(count) }
    }
}

/// Calls its closure when it is released (with the handler closure that carries it).
private final class SubscriptionFinisher: Sendable {
    private let onRelease: @Sendable () -> Void

    init(_ onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }
}
