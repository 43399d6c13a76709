/// The closures registered for one control's events, in registration order.
///
/// This is the storage behind `on(_:handler:)` and `addHandler(for:_:)` on every platform:
/// UIKit's `UIControl` and the terminal controls each own one and only translate their
/// platform's callbacks into ``send(_:from:)``.
///
/// - ``set(_:_:)`` replaces the handler previously *set* for exactly the same events (the
///   handler keeps its place in the order), so configuring a reused cell twice does not stack
///   handlers. ``add(_:_:)`` appends and returns a ``HandlerToken``.
/// - ``send(_:from:)`` calls, in registration order, every handler whose events intersect the
///   events sent, once each. Handlers may add or remove handlers (themselves included) while
///   they run: added ones run from the next send on, removed ones never run again.
/// - The storage never retains its control: it keeps a weak reference for ``sender`` and
///   otherwise only the control's identity. The platform, which has the control at hand when
///   an event happens, passes it to ``send(_:from:)`` (this keeps a dispatch to one closure
///   far below 100 ns: no weak-reference load per event).
///
/// ```swift
/// let handlers = ControlEventHandlers<MyControl, MyControl.Event>(sender: control)
/// handlers.set(.valueChanged) { control in print(control.value) }
/// handlers.send(.valueChanged, from: control)
/// ```
///
/// Event masks are read as 64 bits (`RawValue` converted with truncation).
@MainActor
public final class ControlEventHandlers<Sender: AnyObject, Event: OptionSet> where Event.RawValue: FixedWidthInteger {
    /// The control whose handlers these are; `nil` once it is gone.
    public private(set) weak var sender: Sender?

    /// The control's identity, compared on every send without touching reference counts.
    private let senderID: ObjectIdentifier
    /// Never read: an unowned reference does not keep the control alive, but keeps its memory
    /// (for native Swift objects) from being reused while this storage lives, so no other
    /// object can ever show up with `senderID`.
    private unowned let identityPin: Sender

    /// Every single event that has needed a platform hook so far (see `init`'s `observe`).
    public private(set) var observedEvents: Event = []

    /// Concrete closure type, so the hot path is compiled for it inside this module whatever
    /// `Sender` is; closures are adapted once, at registration.
    private let list = HandlerEntryList<(AnyObject) -> Void>()
    private let observe: (Event) -> Void

    /// Creates empty storage for `sender`.
    ///
    /// - Parameters:
    ///   - sender: The control, held weakly; ``send(_:from:)`` hands it to every handler.
    ///   - observe: Called once for each single event (one bit of the mask) the first time
    ///     a handler is registered for it; a platform adapter installs its hook there
    ///     (a `UIAction` for that `UIControl.Event`, for example). Hooks are never asked to be
    ///     removed: sending an event nobody listens to costs one check.
    public init(sender: Sender, observe: @escaping (Event) -> Void = { _ in }) {
        self.sender = sender
        self.senderID = ObjectIdentifier(sender)
        self.identityPin = sender
        self.observe = observe
    }

    /// The number of registered handlers.
    public var count: Int { list.count }

    /// Whether any handler listens to at least one of `events`.
    public func hasHandlers(for events: Event) -> Bool {
        let bits = Self.bits(events)
        return list.entries.contains { $0.mask & bits != 0 }
    }

    /// Makes `handler` *the* handler set for `events`: replaces the handler previously set for
    /// exactly the same events, or appends it if there is none. Handlers added with
    /// ``add(_:_:)`` are not affected.
    public func set(_ events: Event, _ handler: @escaping (Sender) -> Void) {
        let bits = Self.bits(events)
        list.set(HandlerEntryList.erasing(handler), mask: bits)
        didRegister(bits)
    }

    /// Appends `handler` for `events` and returns the token that removes it.
    @discardableResult
    public func add(_ events: Event, _ handler: @escaping (Sender) -> Void) -> HandlerToken {
        let bits = Self.bits(events)
        let token = list.add(HandlerEntryList.erasing(handler), mask: bits)
        didRegister(bits)
        return token
    }

    /// Removes every handler whose events all lie within `events`.
    ///
    /// A handler registered for `[.a, .b]` survives `removeHandlers(for: .a)`: it is never
    /// silenced for an event you did not name. Pass a mask covering all events to clear all.
    public func removeHandlers(for events: Event) {
        let bits = Self.bits(events)
        list.removeAll { $0.mask & ~bits == 0 }
    }

    /// Removes every handler.
    public func removeAll() {
        list.removeAllEntries()
    }

    /// Calls every handler whose events intersect `events`, in registration order, once each,
    /// handing them `sender`.
    ///
    /// - Parameters:
    ///   - events: The event that happened (or several, for a platform that reports them
    ///     together).
    ///   - sender: The control the events happened on: the one this storage was created
    ///     for. A send from any other object is ignored.
    @inlinable
    public func send(_ events: Event, from sender: Sender) {
        dispatch(UInt64(truncatingIfNeeded: events.rawValue), from: sender)
    }

    @usableFromInline
    func dispatch(_ bits: UInt64, from sender: Sender) {
        guard ObjectIdentifier(sender) == senderID else { return }
        list.dispatch(sender, mask: bits)
    }

    private func didRegister(_ bits: UInt64) {
        var fresh = bits & ~Self.bits(observedEvents)
        guard fresh != 0 else { return }
        observedEvents = Self.event(Self.bits(observedEvents) | bits)
        while fresh != 0 {
            let bit = fresh & (~fresh &+ 1)
            fresh &= fresh &- 1
            observe(Self.event(bit))
        }
    }

    private static func bits(_ events: Event) -> UInt64 {
        UInt64(truncatingIfNeeded: events.rawValue)
    }

    private static func event(_ bits: UInt64) -> Event {
        Event(rawValue: Event.RawValue(truncatingIfNeeded: bits))
    }
}
