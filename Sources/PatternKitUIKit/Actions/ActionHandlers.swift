import PatternKitHandlers

/// The closures registered for one object's single action, in registration order.
///
/// The storage behind `onTap` on a `UIBarButtonItem`, `onRecognize` on a gesture recognizer
/// and their `addHandler(_:)`: things that have one kind of event, but may have several
/// handlers. An app never makes, fills or reads one: it calls those methods, and the UIKit
/// adapter owns the storage (making, filling and dispatching from it are `package`). It
/// follows the same rules as `ControlEventHandlers`: a named method replaces the handler set
/// before (in place), `addHandler(_:)` appends and returns a `HandlerToken`, an action runs a
/// snapshot of the handlers in registration order, and the sender is never retained.
@MainActor
public final class ActionHandlers<Sender: AnyObject> {
    /// The object whose handlers these are; `nil` once it is gone.
    package private(set) weak var sender: Sender?

    /// The object's identity, compared on every send without touching reference counts.
    private let senderID: ObjectIdentifier
    /// Never read: an unowned reference does not keep the object alive, but keeps its memory
    /// (for native Swift objects) from being reused while this storage lives, so no other
    /// object can ever show up with `senderID`.
    private unowned let identityPin: Sender

    private let list = SenderHandlerList()
    private let didRegister: () -> Void

    /// Creates empty storage for `sender`.
    ///
    /// - Parameters:
    ///   - sender: The object, held weakly; `send(from:)` hands it to every handler.
    ///   - didRegister: Called after each `set(_:)` and `add(_:)`; a platform adapter
    ///     hooks the object up there (a target-action pair, for example), so that merely
    ///     looking at or emptying the storage never touches the object.
    package init(sender: Sender, didRegister: @escaping () -> Void = {}) {
        self.sender = sender
        self.senderID = ObjectIdentifier(sender)
        self.identityPin = sender
        self.didRegister = didRegister
    }

    /// The number of registered handlers.
    package var count: Int { list.count }

    /// Whether no handler is registered.
    package var isEmpty: Bool { list.count == 0 }

    /// Makes `handler` *the* handler: replaces the one set before (keeping its place), or
    /// appends it. Handlers added with `add(_:)` are not affected.
    package func set(_ handler: @escaping (Sender) -> Void) {
        list.set(handler, mask: .max)
        didRegister()
    }

    /// Appends `handler` and returns the token that removes it.
    @discardableResult
    package func add(_ handler: @escaping (Sender) -> Void) -> HandlerToken {
        let token = list.add(handler, mask: .max)
        didRegister()
        return token
    }

    /// Removes every handler.
    package func removeAll() {
        list.removeAllEntries()
    }

    /// Calls every handler in registration order, handing them `sender`.
    ///
    /// - Parameter sender: The object the action happened on: the one this storage was
    ///   created for. A send from any other object is ignored.
    package func send(from sender: Sender) {
        guard ObjectIdentifier(sender) == senderID else { return }
        list.dispatch(sender, mask: .max)
    }
}
