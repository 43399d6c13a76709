/// The ordered storage behind every handler collection in this module.
///
/// Rules (the same for control events, plain actions and delegate methods):
/// - `set` replaces the primary entry registered for the same mask, in place, so the order
///   of handlers does not change when a reused cell is configured again;
/// - `add` appends a new entry;
/// - dispatch iterates a snapshot taken when it starts and skips entries removed since,
///   so a handler may remove itself or others, or add new ones, while it runs: handlers
///   added during a dispatch run from the next dispatch on, removed ones never run again.
@MainActor
final class HandlerEntryList<Handler>: HandlerEntryStore {
    /// Registers `handler` as the primary handler for `mask`, replacing the previous one in place.
    /// - Returns: Whether a handler was replaced (`false`: appended).
    @discardableResult
    func set(_ handler: Handler, mask: UInt64) -> Bool {
        replacePrimary(with: HandlerEntry(handler: handler, mask: mask, isPrimary: true, serial: nextSerial()))
    }

    /// Appends `handler` and returns the token that removes it.
    func add(_ handler: Handler, mask: UInt64) -> HandlerToken {
        register(HandlerEntry(handler: handler, mask: mask, isPrimary: false, serial: nextSerial()))
    }

    /// An entry of this list with its closure type.
    @inline(__always)
    func typed(_ entry: HandlerEntryBase) -> HandlerEntry<Handler> {
        // Every entry of this list was made by `set` or `add` above, with this `Handler`.
        unsafeDowncast(entry, to: HandlerEntry<Handler>.self)
    }
}
