/// The storage of the closures that take only their sender: control events
/// (``ControlEventHandlers``) and plain actions (`ActionHandlers`). The same rules as
/// ``HandlerEntryList`` (replace in place, append, dispatch over a snapshot), with
/// ``SenderHandlerEntry`` entries.
@MainActor
package final class SenderHandlerList: HandlerEntryStore {
    /// Registers `handler` as the primary handler for `mask`, replacing the previous one in place.
    /// - Returns: Whether a handler was replaced (`false`: appended).
    @discardableResult
    package func set<Sender: AnyObject>(_ handler: @escaping (Sender) -> Void, mask: UInt64) -> Bool {
        replacePrimary(
            with: SenderHandlerEntry(handler: Self.erasing(handler), mask: mask, isPrimary: true, serial: nextSerial()))
    }

    /// Appends `handler` and returns the token that removes it.
    package func add<Sender: AnyObject>(_ handler: @escaping (Sender) -> Void, mask: UInt64) -> HandlerToken {
        register(SenderHandlerEntry(handler: Self.erasing(handler), mask: mask, isPrimary: false, serial: nextSerial()))
    }

    /// Adapts a closure typed with the sender's class to take `AnyObject`. The storage types
    /// only ever dispatch their own sender, which has that class. (`nonisolated`: an isolated
    /// closure converted to this plain function type would check its executor on every call.)
    private nonisolated static func erasing<Sender: AnyObject>(
        _ handler: @escaping (Sender) -> Void
    ) -> (AnyObject) -> Void {
        { handler(unsafeDowncast($0, to: Sender.self)) }
    }

    /// Calls, in order, every entry of a snapshot that listens to `mask` and is still registered.
    package func dispatch(_ sender: AnyObject, mask: UInt64) {
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
                    // Every entry of this list was made by `set` or `add` above.
                    entry.mask & mask != 0 ? unsafeDowncast(entry, to: SenderHandlerEntry.self).handler : nil
                }
                handler?(sender)
            }
        }
    }
}
