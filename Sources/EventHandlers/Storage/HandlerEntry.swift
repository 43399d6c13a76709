/// Something that holds handler entries and can take one back out (what a ``HandlerToken`` cancels).
@MainActor
protocol HandlerEntryOwner: AnyObject {
    func remove(_ entry: HandlerEntryBase)
    func removeAllEntries()
}

/// The part of a registered handler that a ``HandlerToken`` can see without knowing its closure type.
@MainActor
class HandlerEntryBase {
    /// Which events the handler listens to, as bits (all bits for lists without events).
    final let mask: UInt64
    /// `true` for the entry that `set` manages (replace semantics), `false` for `add`.
    final let isPrimary: Bool
    /// The list the entry lives in; weak so a token never keeps a control's storage alive.
    final weak var owner: (any HandlerEntryOwner)?

    init(mask: UInt64, isPrimary: Bool, owner: any HandlerEntryOwner) {
        self.mask = mask
        self.isPrimary = isPrimary
        self.owner = owner
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

    init(handler: Handler, mask: UInt64, isPrimary: Bool, owner: any HandlerEntryOwner) {
        self.handler = handler
        super.init(mask: mask, isPrimary: isPrimary, owner: owner)
    }

    override var isRegistered: Bool { handler != nil }

    override func invalidate() {
        handler = nil
    }
}
