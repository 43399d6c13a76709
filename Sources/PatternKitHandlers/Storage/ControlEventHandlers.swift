/// The closures registered for one control's events, in registration order: the storage
/// behind a control's `on(_:handler:)`, `addHandler(for:_:)` and `removeHandlers(for:)`.
///
/// An app never makes, fills or reads one: it calls those methods on the control. The
/// platform adapter owns the storage and translates its platform's callbacks into it — in
/// PatternKit, UIKit's `UIControl` (the `PatternKitHandlersUIKit` product). Closure handlers
/// have no public API on Linux: this core is the UIKit adapters' engine, tested on Linux, and
/// creating, filling and dispatching from the storage are `package` (the showcase's terminal
/// controls use them from inside the package). What it decides, for every control:
///
/// - `on(_:handler:)` replaces the handler previously *set* for exactly the same events (the
///   handler keeps its place in the order), so configuring a reused cell twice does not stack
///   handlers. `addHandler(for:_:)` appends and returns a ``HandlerToken``.
/// - An event runs, in registration order, every handler whose events intersect it, once
///   each. Handlers may add or remove handlers (themselves included) while they run: added
///   ones run from the next event on, removed ones never run again.
/// - The storage never retains its control: it keeps a weak reference and otherwise only the
///   control's identity. The adapter, which has the control at hand when an event happens,
///   passes it along (this keeps a dispatch to one closure far below 100 ns: no weak-reference
///   load per event).
///
/// Event masks are read as up to 64 bits of their raw value's bit pattern.
@MainActor
public final class ControlEventHandlers<Sender: AnyObject, Event: OptionSet> where Event.RawValue: FixedWidthInteger {
    /// The control whose handlers these are; `nil` once it is gone.
    package private(set) weak var sender: Sender?

    /// The control's identity, compared on every send without touching reference counts.
    private let senderID: ObjectIdentifier
    /// Never read: an unowned reference does not keep the control alive, but keeps its memory
    /// (for native Swift objects) from being reused while this storage lives, so no other
    /// object can ever show up with `senderID`.
    private unowned let identityPin: Sender

    /// The single events that have a platform hook now: those at least one handler listens
    /// to (see `ControlEventHooks`).
    package var observedEvents: Event {
        var bits: UInt64 = 0
        for (index, count) in listeners.enumerated() where count > 0 {
            bits |= 1 << UInt64(index)
        }
        return Self.event(bits)
    }

    /// Concrete closure type, so the hot path is compiled for it inside this module whatever
    /// `Sender` is; closures are adapted once, at registration.
    private let list = SenderHandlerList()
    private let hooks: ControlEventHooks<Event>
    /// For each bit of the mask, how many handlers listen to it.
    /// (Unchecked exclusivity: changed only here, by code that calls nothing while it does.)
    @exclusivity(unchecked) private var listeners = [Int](repeating: 0, count: 64)

    /// Creates empty storage for `sender`.
    ///
    /// - Parameters:
    ///   - sender: The control, held weakly; `send(_:from:)` hands it to every handler.
    ///   - hooks: How the platform feeds events in (a target-action pair per
    ///     `UIControl.Event`, for example): installed when an event gets its first handler,
    ///     checked again at every registration (the app may have removed it), removed when
    ///     its last handler goes. None by default, for controls that send every event
    ///     themselves.
    package init(sender: Sender, hooks: ControlEventHooks<Event> = .none) {
        self.sender = sender
        self.senderID = ObjectIdentifier(sender)
        self.identityPin = sender
        self.hooks = hooks
        list.didDetachEntry = { [unowned self] detached in
            self.removeHooks(of: detached)
        }
    }

    /// The number of registered handlers.
    package var count: Int { list.count }

    /// Whether any handler listens to at least one of `events`.
    package func hasHandlers(for events: Event) -> Bool {
        let bits = Self.bits(events)
        return list.entries.contains { $0.mask & bits != 0 }
    }

    /// Makes `handler` *the* handler set for `events`: replaces the handler previously set for
    /// exactly the same events, or appends it if there is none. Handlers added with
    /// `add(_:_:)` are not affected.
    package func set(_ events: Event, _ handler: @escaping (Sender) -> Void) {
        let bits = Self.bits(events)
        let replaced = list.set(handler, mask: bits)
        didRegister(bits, isNewHandler: !replaced)
    }

    /// Appends `handler` for `events` and returns the token that removes it.
    @discardableResult
    package func add(_ events: Event, _ handler: @escaping (Sender) -> Void) -> HandlerToken {
        let bits = Self.bits(events)
        let token = list.add(handler, mask: bits)
        didRegister(bits, isNewHandler: true)
        return token
    }

    /// Removes every handler whose events all lie within `events`.
    ///
    /// A handler registered for `[.a, .b]` survives `removeHandlers(for: .a)`: it is never
    /// silenced for an event you did not name. Pass a mask covering all events to clear all.
    package func removeHandlers(for events: Event) {
        let bits = Self.bits(events)
        list.removeAll { $0.mask & ~bits == 0 }
    }

    /// Removes every handler.
    package func removeAll() {
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
    package func send(_ events: Event, from sender: Sender) {
        dispatch(Self.bits(events), from: sender)
    }

    @usableFromInline
    func dispatch(_ bits: UInt64, from sender: Sender) {
        guard ObjectIdentifier(sender) == senderID else { return }
        list.dispatch(sender, mask: bits)
    }

    /// After a registration: every event of `bits` gets its hook, installed again if the
    /// platform lost it (a reused cell whose targets were all removed, say).
    private func didRegister(_ bits: UInt64, isNewHandler: Bool) {
        var pending = bits
        while pending != 0 {
            let bit = pending & (~pending &+ 1)
            pending &= pending &- 1
            let index = bit.trailingZeroBitCount
            if isNewHandler { listeners[index] += 1 }
            let event = Self.event(bit)
            if (isNewHandler && listeners[index] == 1) || !hooks.isInstalled(event) {
                hooks.install(event)
            }
        }
    }

    /// After a removal: the hooks of events nobody listens to any more go, so the platform
    /// stops doing what a hook implies (UIKit ends editing on Return while
    /// `.editingDidEndOnExit` has a target, for example).
    private func removeHooks(of detached: HandlerEntryBase) {
        // Each set bit of the mask, lowest first (a loop, not a closure per bit: a closure of
        // this main-actor class passed to a helper would check its executor on every call).
        var pending = detached.mask
        while pending != 0 {
            let bit = pending & (~pending &+ 1)
            pending &= pending &- 1
            let index = bit.trailingZeroBitCount
            listeners[index] -= 1
            if listeners[index] == 0 { hooks.remove(Self.event(bit)) }
        }
    }

    /// The mask's bits, without sign extension: a signed raw value with its top bit set
    /// names one event, not all the bits above it.
    @usableFromInline
    static func bits(_ events: Event) -> UInt64 {
        UInt64(truncatingIfNeeded: events.rawValue) & widthMask
    }

    /// Ones in the low `Event.RawValue.bitWidth` bits.
    @usableFromInline
    static var widthMask: UInt64 {
        Event.RawValue.bitWidth >= 64 ? .max : (1 << UInt64(Event.RawValue.bitWidth)) &- 1
    }

    private static func event(_ bits: UInt64) -> Event {
        Event(rawValue: Event.RawValue(truncatingIfNeeded: bits))
    }
}
