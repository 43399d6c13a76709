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
        let entry = HandlerEntry(handler: handler, mask: mask, isPrimary: false, serial: nextSerial())
        append(entry)
        return HandlerToken(entry, in: link)
    }

    /// An entry of this list with its closure type.
    @inline(__always)
    func typed(_ entry: HandlerEntryBase) -> HandlerEntry<Handler> {
        Self.typed(entry)
    }

    /// An entry of this list with its closure type.
    @inline(__always)
    nonisolated static func typed(_ entry: HandlerEntryBase) -> HandlerEntry<Handler> {
        // Every entry of this list was made by `set` or `add` above, with this `Handler`.
        unsafeDowncast(entry, to: HandlerEntry<Handler>.self)
    }
}

extension HandlerEntryList where Handler == (AnyObject) -> Void {
    /// Adapts a closure typed with the sender's class to this list's closure type.
    /// The storage types only ever dispatch their own sender, which has that class.
    /// (`nonisolated`: an isolated closure converted to this plain function type would check
    /// its executor on every call.)
    nonisolated static func erasing<Sender: AnyObject>(_ handler: @escaping (Sender) -> Void) -> Handler {
        { handler(unsafeDowncast($0, to: Sender.self)) }
    }

    /// Calls, in order, every entry of a snapshot that listens to `mask` and is still registered.
    func dispatch(_ sender: AnyObject, mask: UInt64) {
        Self.deliver(entries, to: sender, mask: mask)
    }

    /// Calls the handlers of `snapshot`'s entries that listen to `mask`.
    ///
    /// The snapshot (one retained array) keeps every entry in it alive, so the entries are
    /// borrowed from it, not retained one by one; only the closure that runs is retained while
    /// it runs (it may remove itself). Not isolated, only so that the closures below carry no
    /// executor check: it is called by ``dispatch(_:mask:)`` alone, on the main actor.
    private nonisolated static func deliver(
        _ snapshot: ContiguousArray<HandlerEntryBase>, to sender: AnyObject, mask: UInt64
    ) {
        snapshot.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let handler = Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { entry in
                    entry.mask & mask != 0 ? typed(entry).handler : nil
                }
                handler?(sender)
            }
        }
    }
}
