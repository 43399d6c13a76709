#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The target-action object behind the closures of a bar button item or a gesture
    /// recognizer: one per object, found by its identity, owned by it (neither retains its
    /// targets). It only translates the action into `ActionHandlers.send(from:)`.
    @MainActor
    final class ActionTarget<Sender: NSObject>: NSObject {
        let handlers: ActionHandlers<Sender>

        private init(sender: Sender, didRegister: @escaping () -> Void) {
            handlers = ActionHandlers(sender: sender, didRegister: didRegister)
        }

        /// The selector to register with the sender.
        static var action: Selector { #selector(ActionTarget.handle(_:)) }

        /// The sender's target, created on first use. `install` registers it with the sender;
        /// it runs each time a closure is registered, never before.
        static func attached(to sender: Sender, install: @escaping (Sender, ActionTarget) -> Void) -> ActionTarget {
            let slot = AssociatedObject<ActionTarget>(keyedBy: self)
            return slot.value(on: sender) {
                ActionTarget(sender: sender) { [weak sender] in
                    guard let sender, let target = slot.value(on: sender) else { return }
                    install(sender, target)
                }
            }
        }

        @objc func handle(_ sender: NSObject) {
            if let sender = sender as? Sender { handlers.send(from: sender) }
        }
    }
#endif
