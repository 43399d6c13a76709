public import PatternKitHandlers

/// An object with one kind of action and closures for it: the platform's named method sets
/// *the* handler (`onTap` on a `UIBarButtonItem`, `onRecognize` on a gesture recognizer),
/// `addHandler(_:)` adds one and returns a `HandlerToken`, `removeHandlers()` removes them
/// all.
///
/// A platform adopts it by exposing the object's ``ActionHandlers`` storage (created on
/// first use, found by the object's identity) and sending its action into it.
///
/// ```swift
/// let token = doneItem.addHandler { item in
///     item.isEnabled = false
/// }
/// token.cancel()
/// ```
@MainActor
public protocol ActionHandling: HandlersKit {
    /// The type the storage hands to closures (the adopting base class, such as
    /// `UIBarButtonItem`); the methods below cast it to `Self`.
    associatedtype ActionSender: AnyObject

    /// The object's handler storage. Accessing it may prepare the platform side.
    var actionHandlers: ActionHandlers<ActionSender> { get }
}

extension ActionHandling {
    /// Adds `handler` beside the handlers already there and returns the token that removes
    /// it. Handlers run in registration order; each receives the object, typed with its own
    /// class.
    @discardableResult
    public func addHandler(_ handler: @escaping (Self) -> Void) -> HandlerToken {
        actionHandlers.add(typedAction(handler))
    }

    /// Adds `handler` beside the handlers already there and returns the token that removes it.
    @discardableResult
    public func addHandler(_ handler: @escaping () -> Void) -> HandlerToken {
        addHandler { _ in handler() }
    }

    /// Removes every closure, the one set by the named method included.
    public func removeHandlers() {
        actionHandlers.removeAll()
    }

    /// Makes `handler` *the* handler, replacing the one set before: what the platform's named
    /// method (`onTap`, `onRecognize`) calls.
    package func setHandler(_ handler: @escaping (Self) -> Void) {
        actionHandlers.set(typedAction(handler))
    }

    private func typedAction(_ handler: @escaping (Self) -> Void) -> (ActionSender) -> Void {
        { sender in
            if let object = sender as? Self { handler(object) }
        }
    }
}
