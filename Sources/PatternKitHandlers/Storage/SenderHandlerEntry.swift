/// One registered closure of a control or action list: the app's closure adapted once, at
/// registration, to take its sender as `AnyObject`.
///
/// Not generic, unlike ``HandlerEntry``: its closure is stored as the plain function type it
/// is (a generic entry stores a function at its most general representation, which costs a
/// converting closure at registration and a call through it on every event), and making or
/// dropping one looks no type metadata up.
@MainActor
final class SenderHandlerEntry: HandlerEntryBase {
    /// `nil` after removal; a dispatch that still holds this entry in its snapshot skips it.
    /// (Unchecked exclusivity: only ever read or replaced whole, never held in an inout
    /// access across a call. `nonisolated(unsafe)`: read by `SenderHandlerList.deliver`, which
    /// runs on the main actor but is not isolated, so that its closures carry no executor check.)
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var handler: ((AnyObject) -> Void)?

    init(handler: @escaping (AnyObject) -> Void, mask: UInt64, isPrimary: Bool, serial: UInt64) {
        self.handler = handler
        super.init(mask: mask, isPrimary: isPrimary, serial: serial)
    }

    override var isRegistered: Bool { handler != nil }

    override func invalidate() {
        // The closure is released after the write, not during it (see `HandlerEntry`).
        let released = handler
        handler = nil
        withExtendedLifetime(released) { @Sendable in }
    }
}
