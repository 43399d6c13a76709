import EventHandlers

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

    private(set) lazy var controlEventHandlers = ControlEventHandlers<FakeControl, Event>(sender: self) { [weak self] event in
        self?.hookedEvents.append(event)
    }

    /// What the platform does when the user acts on the control.
    func simulate(_ event: Event) {
        controlEventHandlers.send(event, from: self)
    }
}

/// A subclass, to check that closures are typed with the receiver's own class.
final class FakeButton: FakeControl {
    var title = "OK"
}
