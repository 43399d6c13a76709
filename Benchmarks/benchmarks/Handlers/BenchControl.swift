import PatternKitHandlers

/// A stand-in control for the handler cases: what a `UIControl` or a terminal control
/// is to `ControlEventHandlers`, with a counter the handlers bump.
@MainActor
final class BenchControl {
    /// The events, shaped like `UIControl.Event`.
    struct Event: OptionSet {
        let rawValue: UInt
        static let touchUpInside = Event(rawValue: 1 << 6)
        static let valueChanged = Event(rawValue: 1 << 12)
    }

    /// Bumped by every handler call.
    var count = 0

    /// The control's handler storage.
    private(set) lazy var handlers = ControlEventHandlers<BenchControl, Event>(sender: self)
}
