#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The target-action object behind the closures of a bar button item or a gesture
/// recognizer: one per object, found by its identity, owned by it (neither retains its
/// targets). It only translates the action into `ActionHandlers.send(from:)`.
@MainActor
final class ActionTarget<Sender: NSObject>: NSObject {
    let handlers: ActionHandlers<Sender>

    private init(sender: Sender) {
        handlers = ActionHandlers(sender: sender)
    }

    /// The selector to register with the sender.
    static var action: Selector { #selector(ActionTarget.handle(_:)) }

    /// The sender's target, created on first use; `install` registers it with the sender
    /// (`isNew` tells whether it was just created).
    static func attached(to sender: Sender, install: (ActionTarget, _ isNew: Bool) -> Void) -> ActionTarget {
        let slot = AssociatedObject<ActionTarget>(keyedBy: self)
        if let target = slot.value(on: sender) {
            install(target, false)
            return target
        }
        let target = ActionTarget(sender: sender)
        slot.set(target, on: sender)
        install(target, true)
        return target
    }

    @objc func handle(_ sender: NSObject) {
        if let sender = sender as? Sender { handlers.send(from: sender) }
    }
}
#endif
