import PatternKitHandlers

/// The base of controls that send events, shaped like `UIControl`.
///
/// Events mirror `UIControl.Event` bit for bit. Controls adopt PatternKitHandlers'
/// `ControlEventHandling` (and so `HandlersKit`), exactly as `UIControl` does in
/// PatternKitUIKit: `on(_:handler:)`, `addHandler(for:_:)` returning a `HandlerToken`, and
/// `removeHandlers(for:)` are the core's own methods, typed with the control's class, and
/// handlers run when the control calls ``sendActions(for:)``.
///
/// ```swift
/// toggle.on(.valueChanged) { toggle in status.text = toggle.isOn ? "on" : "off" }
/// let token = button.addHandler(for: .touchUpInside) { _ in count += 1 }
/// token.cancel()
/// ```
@MainActor
package class TUIControl: TUIView, ControlEventHandling {
    /// The events a control sends, with `UIControl.Event`'s raw values.
    package struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        package let rawValue: UInt
        /// Creates an event mask from raw bits.
        package init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enter or Space released on the control (a tap, on a touch screen).
        package static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value changed (a switch flipped).
        package static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap, a text field's Return).
        package static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing (gained focus).
        package static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by an edit.
        package static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing (lost focus).
        package static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field.
        package static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        package static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        package static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Disabled controls draw dimmed, skip the Tab order (unless
    /// ``staysInTabOrderWhileDisabled``) and send nothing.
    package var isEnabled = true {
        didSet {
            if !isEnabled, !staysInTabOrderWhileDisabled(), isFirstResponder { window?.focusNext() }
            setNeedsDisplay()
        }
    }

    /// Whether Tab still stops here while the control is disabled (drawn dimmed, sending
    /// nothing), asked each time focus moves: for a button that is about to be enabled, such
    /// as Sign up while a check runs.
    package var staysInTabOrderWhileDisabled: @MainActor () -> Bool = { false }

    /// The handlers registered on this control, by event (PatternKitHandlers' storage).
    package private(set) lazy var controlEventHandlers = ControlEventHandlers<TUIControl, Event>(sender: self)

    /// A control at `frame`.
    override package init(frame: TUIRect = .zero) {
        super.init(frame: frame)
    }

    override package var canBecomeFocused: Bool { isEnabled || staysInTabOrderWhileDisabled() }

    /// Runs the handlers registered for any of `events`, as `UIControl.sendActions(for:)`.
    package func sendActions(for events: Event) {
        guard isEnabled else { return }
        controlEventHandlers.send(events, from: self)
    }

    /// The style for the control's text: inverse when focused, plain otherwise.
    var focusStyle: TextStyle {
        var style = TextStyle()
        if isFirstResponder { style.isInverse = true }
        if !isEnabled { style.foreground = .gray }
        return style
    }
}
