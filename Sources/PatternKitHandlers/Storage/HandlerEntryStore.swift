/// The bookkeeping every handler list shares, whatever its closure type: the entries in
/// registration order, serial numbers, replacing, removing.
///
/// It is not generic, so removing a handler (`HandlerToken.cancel()`, reached through the
/// ``HandlerEntryOwner`` protocol) runs code compiled for this one type, instead of generic
/// code that would look up the metadata of `HandlerEntryList<Handler>` at every step.
@MainActor
package class HandlerEntryStore: HandlerEntryOwner {
    /// Registration order. Dispatch copies this array (a reference-count increment).
    /// (Unchecked exclusivity: mutated only by the methods below, which call no user code
    /// while mutating, so the runtime check would only cost time on every event.)
    @exclusivity(unchecked) final private(set) var entries: ContiguousArray<HandlerEntryBase> = []
    /// Called after the number of entries changed, with the old and new count.
    /// (Typed `@MainActor`, as the closures assigned to it are: converting them to a plain
    /// function type would add an executor check to every call.)
    package final var countDidChange: (@MainActor (_ old: Int, _ new: Int) -> Void)?
    /// Called for each entry taken out of the list (before its closure is dropped).
    final var didDetachEntry: (@MainActor (_ entry: HandlerEntryBase) -> Void)?
    /// The serial number of the last entry made.
    @exclusivity(unchecked) private final var lastSerial: UInt64 = 0
    /// What this list's tokens reference (weakly) instead of the list: see ``HandlerStoreLink``.
    final private(set) lazy var link = HandlerStoreLink(self)

    package init() {}

    package final var count: Int { entries.count }

    /// A serial number no entry of this list has had.
    final func nextSerial() -> UInt64 {
        lastSerial &+= 1
        return lastSerial
    }

    /// Puts `entry` in place of the primary entry registered for the same mask, or appends it.
    ///
    /// The replaced entry is invalidated only once the list is consistent again: dropping its
    /// closure may run user code (a captured object's `deinit` that cancels another token),
    /// which must find the list in order.
    /// - Returns: Whether an entry was replaced (`false`: appended).
    @discardableResult
    final func replacePrimary(with entry: HandlerEntryBase) -> Bool {
        guard let index = entries.firstIndex(where: { $0.isPrimary && $0.mask == entry.mask }) else {
            append(entry)
            return false
        }
        let replaced = entries[index]
        entries[index] = entry
        replaced.invalidate()
        return true
    }

    /// Appends `entry` and returns the token that removes it.
    final func register(_ entry: HandlerEntryBase) -> HandlerToken {
        append(entry)
        return HandlerToken(entry, in: link)
    }

    final func append(_ entry: HandlerEntryBase) {
        entries.append(entry)
        countDidChange?(entries.count - 1, entries.count)
    }

    final func remove(serial: UInt64) {
        // Serials are unique: stop at the first match instead of scanning every entry.
        guard let index = entries.firstIndex(where: { $0.serial == serial }) else { return }
        let old = entries.count
        let entry = entries.remove(at: index)
        countDidChange?(old, entries.count)
        didDetachEntry?(entry)
        entry.invalidate()
    }

    final func isRegistered(serial: UInt64) -> Bool {
        entries.contains { $0.serial == serial && $0.isRegistered }
    }

    package final func removeAllEntries() {
        removeAll { _ in true }
    }

    /// Removes and invalidates every entry matching `predicate`: first the list changes and
    /// `countDidChange` reports it, then the closures are dropped (see ``replacePrimary(with:)``).
    final func removeAll(where predicate: (HandlerEntryBase) -> Bool) {
        for entry in detach(where: predicate) {
            entry.invalidate()
        }
    }

    /// Takes every entry matching `predicate` out of the list, reports the new count, and
    /// returns them still holding their closures: the caller invalidates them once it has
    /// finished its own bookkeeping.
    final func detach(where predicate: (HandlerEntryBase) -> Bool) -> [HandlerEntryBase] {
        let old = entries.count
        var detached: [HandlerEntryBase] = []
        entries.removeAll { entry in
            guard predicate(entry) else { return false }
            detached.append(entry)
            return true
        }
        reportDetached(detached, from: old)
        return detached
    }

    /// Tells the observers that `detached` left the list, which had `old` entries.
    private final func reportDetached(_ detached: [HandlerEntryBase], from old: Int) {
        guard !detached.isEmpty else { return }
        countDidChange?(old, entries.count)
        if let didDetachEntry {
            for entry in detached { didDetachEntry(entry) }
        }
    }
}
