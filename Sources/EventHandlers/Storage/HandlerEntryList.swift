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
final class HandlerEntryList<Handler>: HandlerEntryOwner {
    /// Registration order. Dispatch copies this array (a reference-count increment).
    /// (Unchecked exclusivity: mutated only by the methods below, which call no user code
    /// while mutating, so the runtime check would only cost time on every event.)
    @exclusivity(unchecked) private(set) var entries: ContiguousArray<HandlerEntry<Handler>> = []
    /// Called after the number of entries changed, with the old and new count.
    var countDidChange: ((_ old: Int, _ new: Int) -> Void)?
    /// The serial number of the last entry made.
    private var lastSerial: UInt64 = 0

    init() {}

    var count: Int { entries.count }

    /// Registers `handler` as the primary handler for `mask`, replacing the previous one in place.
    func set(_ handler: Handler, mask: UInt64) {
        let entry = HandlerEntry(handler: handler, mask: mask, isPrimary: true, serial: nextSerial())
        if let index = entries.firstIndex(where: { $0.isPrimary && $0.mask == mask }) {
            entries[index].invalidate()
            entries[index] = entry
        } else {
            append(entry)
        }
    }

    /// Appends `handler` and returns the token that removes it.
    func add(_ handler: Handler, mask: UInt64) -> HandlerToken {
        let entry = HandlerEntry(handler: handler, mask: mask, isPrimary: false, serial: nextSerial())
        append(entry)
        return HandlerToken(entry, in: self)
    }

    func remove(serial: UInt64) {
        removeAll { $0.serial == serial }
    }

    func isRegistered(serial: UInt64) -> Bool {
        entries.contains { $0.serial == serial && $0.isRegistered }
    }

    func removeAllEntries() {
        removeAll { _ in true }
    }

    /// Removes (and invalidates) every entry matching `predicate`.
    func removeAll(where predicate: (HandlerEntry<Handler>) -> Bool) {
        let old = entries.count
        entries.removeAll { entry in
            guard predicate(entry) else { return false }
            entry.invalidate()
            return true
        }
        if entries.count != old { countDidChange?(old, entries.count) }
    }

    private func nextSerial() -> UInt64 {
        lastSerial &+= 1
        return lastSerial
    }

    private func append(_ entry: HandlerEntry<Handler>) {
        entries.append(entry)
        countDidChange?(entries.count - 1, entries.count)
    }
}

extension HandlerEntryList where Handler == (AnyObject) -> Void {
    /// Adapts a closure typed with the sender's class to this list's closure type.
    /// The storage types only ever dispatch their own sender, which has that class.
    static func erasing<Sender: AnyObject>(_ handler: @escaping (Sender) -> Void) -> Handler {
        { handler(unsafeDowncast($0, to: Sender.self)) }
    }

    /// Calls, in order, every entry of a snapshot that listens to `mask` and is still registered.
    func dispatch(_ sender: AnyObject, mask: UInt64) {
        for entry in entries where entry.mask & mask != 0 {
            entry.handler?(sender)
        }
    }
}
