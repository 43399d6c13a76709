import PatternKitHandlers

/// A control of a pretend platform, adopting ``ControlEventHandling`` the way `UIControl`
/// and the terminal controls do: storage created on first use, one hook per event.
@MainActor
class FakeControl: ControlEventHandling {
    struct Event: OptionSet {
        let rawValue: UInt
        static let tap = Event(rawValue: 1 << 0)
        static let valueChanged = Event(rawValue: 1 << 1)
        static let editingChanged = Event(rawValue: 1 << 2)
        static let all = Event(rawValue: .max)
    }

    /// The events the platform was asked to hook, in order.
    private(set) var hookedEvents: [Event] = []
    /// The events whose hooks the platform was asked to remove, in order.
    private(set) var unhookedEvents: [Event] = []
    /// The hooks in place now, as the platform sees them (raw values of single events).
    private(set) var installedHooks: Set<UInt> = []

    private(set) lazy var controlEventHandlers = ControlEventHandlers<FakeControl, Event>(
        sender: self,
        hooks: ControlEventHooks(
            install: { [weak self] event in
                self?.hookedEvents.append(event)
                self?.installedHooks.insert(event.rawValue)
            },
            remove: { [weak self] event in
                self?.unhookedEvents.append(event)
                self?.installedHooks.remove(event.rawValue)
            },
            isInstalled: { [weak self] event in
                self?.installedHooks.contains(event.rawValue) ?? false
            }
        )
    )

    /// What `removeTarget(nil, action: nil, for: .allEvents)` does to a UIKit control.
    func platformRemovesAllHooks() {
        installedHooks.removeAll()
    }

    /// What the platform does when the user acts on the control: only hooked events arrive.
    func simulate(_ event: Event) {
        let hooked = Event(rawValue: installedHooks.reduce(0, |))
        let arriving = event.intersection(hooked)
        guard !arriving.isEmpty else { return }
        controlEventHandlers.send(arriving, from: self)
    }

}

/// A subclass, to check that closures are typed with the receiver's own class.
final class FakeButton: FakeControl {
    var title = "OK"
}
