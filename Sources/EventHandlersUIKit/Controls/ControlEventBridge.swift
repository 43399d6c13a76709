#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a `UIControl` carries for its closure handlers: the core storage, plus the UIKit
/// hooks that feed it, one per single `UIControl.Event` that has handlers.
///
/// On iOS 14 and later a hook is a `UIAction` (owned by the control); below, a target object
/// (owned here, since a control does not retain its targets). Either one only translates the
/// UIKit callback into `ControlEventHandlers.send(_:from:)`.
@MainActor
final class ControlEventBridge {
    private static let slot = AssociatedObject<ControlEventBridge>()

    let storage: ControlEventHandlers<UIControl, UIControl.Event>
    /// iOS 13 only: the target objects, which controls do not retain.
    private var targets: [ControlEventTarget] = []

    private init(control: UIControl) {
        // The storage asks for a hook only after this bridge is stored on the control.
        storage = ControlEventHandlers(sender: control) { [weak control] event in
            guard let control else { return }
            ControlEventBridge.bridge(for: control).install(event, on: control)
        }
    }

    /// The bridge of `control`, created on first use.
    static func bridge(for control: UIControl) -> ControlEventBridge {
        slot.value(on: control) { ControlEventBridge(control: control) }
    }

    private func install(_ event: UIControl.Event, on control: UIControl) {
        if #available(iOS 14.0, tvOS 14.0, *) {
            // A fixed identifier per event: installing twice replaces instead of duplicating.
            let identifier = UIAction.Identifier("PatternKit.EventHandlers.\(event.rawValue)")
            let action = UIAction(identifier: identifier) { [weak storage] action in
                guard let storage, let control = action.sender as? UIControl else { return }
                storage.send(event, from: control)
            }
            control.addAction(action, for: event)
        } else {
            let target = ControlEventTarget(event: event, storage: storage)
            targets.append(target)
            control.addTarget(target, action: #selector(ControlEventTarget.handle(_:)), for: event)
        }
    }
}

/// The target-action hook for one event, below iOS 14.
@MainActor
final class ControlEventTarget: NSObject {
    private let event: UIControl.Event
    private weak var storage: ControlEventHandlers<UIControl, UIControl.Event>?

    init(event: UIControl.Event, storage: ControlEventHandlers<UIControl, UIControl.Event>) {
        self.event = event
        self.storage = storage
    }

    @objc func handle(_ sender: UIControl) {
        storage?.send(event, from: sender)
    }
}
#endif
