#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What a `UIControl` carries for its closure handlers: the core storage, plus the UIKit
    /// hooks that feed it, one target object per single `UIControl.Event` that has handlers.
    ///
    /// The core decides when a hook is installed, checked again and removed
    /// (`ControlEventHooks`); this type only does it. Hooks are target-action pairs on every
    /// iOS version, so the closures' actions go through `sendAction(_:to:for:)` like any other
    /// action: a subclass override or an analytics hook sees them. Targets live here (a control
    /// does not retain its targets), and this bridge lives on the control.
    @MainActor
    final class ControlEventBridge {
        private static let slot = AssociatedObject<ControlEventBridge>()

        let storage: ControlEventHandlers<UIControl, UIControl.Event>
        /// The target of each event that has a hook, by the event's raw value.
        private var targets: [UInt: ControlEventTarget] = [:]

        private init(control: UIControl) {
            weak var bridge: ControlEventBridge?
            weak let weakControl = control
            storage = ControlEventHandlers(
                sender: control,
                hooks: ControlEventHooks(
                    install: { event in
                        guard let control = weakControl, let bridge else { return }
                        bridge.install(event, on: control)
                    },
                    remove: { event in
                        guard let control = weakControl, let bridge else { return }
                        bridge.remove(event, from: control)
                    },
                    isInstalled: { event in
                        guard let control = weakControl, let bridge else { return false }
                        return bridge.isInstalled(event, on: control)
                    }
                ))
            bridge = self
        }

        /// The bridge of `control`, created on first use.
        static func bridge(for control: UIControl) -> ControlEventBridge {
            slot.value(on: control) { ControlEventBridge(control: control) }
        }

        private func install(_ event: UIControl.Event, on control: UIControl) {
            let target = targets[event.rawValue] ?? ControlEventTarget(event: event, storage: storage)
            targets[event.rawValue] = target
            control.addTarget(target, action: ControlEventTarget.action, for: event)
        }

        private func remove(_ event: UIControl.Event, from control: UIControl) {
            guard let target = targets.removeValue(forKey: event.rawValue) else { return }
            control.removeTarget(target, action: ControlEventTarget.action, for: event)
        }

        private func isInstalled(_ event: UIControl.Event, on control: UIControl) -> Bool {
            guard let target = targets[event.rawValue] else { return false }
            let name = NSStringFromSelector(ControlEventTarget.action)
            return control.actions(forTarget: target, forControlEvent: event)?.contains(name) ?? false
        }
    }

    /// The target-action hook for one event.
    @MainActor
    final class ControlEventTarget: NSObject {
        static let action = #selector(ControlEventTarget.handle(_:))

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
