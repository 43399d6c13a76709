/// A control whose events can be handled with closures: `on(_:handler:)`,
/// `addHandler(for:_:)` and `removeHandlers(for:)`.
///
/// A platform adopts it by exposing the control's ``ControlEventHandlers`` storage (created
/// on first use, found by the control's identity) and sending events into it. `UIControl`
/// adopts it in `PatternKitHandlersUIKit` (with `UIControl.Event`); making and filling the
/// storage is `package`, so there is no public closure API on Linux (the showcase's terminal
/// controls adopt it from inside the package, with the same methods).
///
/// ```swift
/// slider.on(.valueChanged) { slider in
///     label.text = "\(slider.value)"
/// }
/// ```
@MainActor
public protocol ControlEventHandling: HandlersKit {
    /// The control's event mask type, such as `UIControl.Event`.
    associatedtype Event: OptionSet where Event.RawValue: FixedWidthInteger
    /// The type the storage hands to closures (the adopting base class, such as `UIControl`);
    /// the methods below cast it to `Self`.
    associatedtype EventSender: AnyObject

    /// The control's handler storage. Accessing it may prepare the platform side.
    var controlEventHandlers: ControlEventHandlers<EventSender, Event> { get }
}

extension ControlEventHandling {
    /// Makes `handler` *the* handler for `events`, replacing the one set before for exactly
    /// these events (so configuring a reused cell twice does not stack handlers).
    ///
    /// `events` may combine several events (`[.touchUpInside, .touchUpOutside]`): the handler
    /// runs once for each of them that occurs. The control is handed to the closure, typed
    /// with its own class, so the closure need not capture it.
    ///
    /// - Returns: The control, for chaining.
    @discardableResult
    public func on(_ events: Event, handler: @escaping (Self) -> Void) -> Self {
        controlEventHandlers.set(events, typed(handler))
        return self
    }

    /// Makes `handler` *the* handler for `events` (see `on(_:handler:)`).
    @discardableResult
    public func on(_ events: Event, handler: @escaping () -> Void) -> Self {
        on(events) { _ in handler() }
    }

    /// Adds `handler` for `events` beside the ones already there and returns the token that
    /// removes it. Handlers run in registration order.
    @discardableResult
    public func addHandler(for events: Event, _ handler: @escaping (Self) -> Void) -> HandlerToken {
        controlEventHandlers.add(events, typed(handler))
    }

    /// Adds `handler` for `events` and returns the token that removes it.
    @discardableResult
    public func addHandler(for events: Event, _ handler: @escaping () -> Void) -> HandlerToken {
        addHandler(for: events) { _ in handler() }
    }

    /// Removes every handler whose events all lie within `events` (a handler that also
    /// listens to an event you did not name stays).
    public func removeHandlers(for events: Event) {
        controlEventHandlers.removeHandlers(for: events)
    }

    /// Hands the closure this control typed as `Self`.
    ///
    /// The storage's sender is this very control (checked here, once), so each event costs
    /// no dynamic cast and no extra reference counting. Storage that belongs to another
    /// object falls back to a checked cast.
    private func typed(_ handler: @escaping (Self) -> Void) -> (EventSender) -> Void {
        guard controlEventHandlers.sender === self else {
            return { sender in
                if let control = sender as? Self { handler(control) }
            }
        }
        return { sender in handler(unsafeDowncast(sender, to: Self.self)) }
    }
}
