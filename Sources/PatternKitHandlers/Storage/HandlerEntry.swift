/// Something that holds handler entries and can take one back out (what a ``HandlerToken``
/// cancels). Entries are named by their serial number, so a token needs no reference to
/// the entry itself: an object that is the target of a weak reference gets a side table,
/// which makes every retain and release of it (one per entry per dispatch) several times
/// slower.
@MainActor
protocol HandlerEntryOwner: AnyObject {
    /// Removes the entry with this serial number, if it is still registered.
    func remove(serial: UInt64)
    /// Whether the entry with this serial number is still registered.
    func isRegistered(serial: UInt64) -> Bool
    func removeAllEntries()
}

/// The part of a registered handler that the list can see without knowing its closure type.
@MainActor
class HandlerEntryBase {
    /// Which events the handler listens to, as bits (all bits for lists without events).
    final let mask: UInt64
    /// `true` for the entry that `set` manages (replace semantics), `false` for `add`.
    final let isPrimary: Bool
    /// Unique within its list: how a ``HandlerToken`` names the entry.
    final let serial: UInt64

    init(mask: UInt64, isPrimary: Bool, serial: UInt64) {
        self.mask = mask
        self.isPrimary = isPrimary
        self.serial = serial
    }

    /// `false` once the handler was removed, replaced or cancelled.
    var isRegistered: Bool { false }

    /// Drops the closure (and everything it captured) right away.
    func invalidate() {}
}

/// One registered closure.
@MainActor
final class HandlerEntry<Handler>: HandlerEntryBase {
    /// `nil` after removal; a dispatch that still holds this entry in its snapshot skips it.
    /// (Unchecked exclusivity: only ever read or replaced whole, never held in an inout
    /// access across a call, so the runtime check would only cost time on every event.)
    @exclusivity(unchecked) private(set) var handler: Handler?

    init(handler: Handler, mask: UInt64, isPrimary: Bool, serial: UInt64) {
        self.handler = handler
        super.init(mask: mask, isPrimary: isPrimary, serial: serial)
    }

    override var isRegistered: Bool { handler != nil }

    override func invalidate() {
        // The closure is released after the write, not during it: its captures' `deinit`
        // may run user code that reads this entry.
        let released = handler
        handler = nil
        // A `@Sendable` closure is not main-actor isolated, so it gets no executor check.
        withExtendedLifetime(released) { @Sendable in }
    }
}
