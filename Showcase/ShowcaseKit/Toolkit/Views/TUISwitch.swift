/// An on/off switch, shaped like `UISwitch`: Enter or Space flips it and sends
/// `.valueChanged`. Drawn as `(●) ON` / `( ) OFF`.
///
/// ```swift
/// let toggle = TUISwitch(isOn: true)
/// toggle.on(.valueChanged) { toggle in print(toggle.isOn) }
/// ```
@MainActor
package final class TUISwitch: TUIControl {
    /// Whether the switch is on. Setting it in code sends no event, as in UIKit.
    package var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    /// A switch in the given state.
    package init(isOn: Bool = false, frame: TUIRect = .zero) {
        self.isOn = isOn
        super.init(frame: frame)
        if frame.isEmpty {
            self.frame.width = 7
            self.frame.height = 1
        }
    }

    /// Sets the state without sending an event; `animated` is accepted for UIKit parity.
    package func setOn(_ on: Bool, animated: Bool = false) {
        isOn = on
    }

    /// Flips the switch as a person would, sending `.valueChanged`.
    package func toggle() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    override package func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            toggle()
            return true
        default:
            return false
        }
    }

    override package func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        var style = focusStyle
        if isOn, !style.isInverse { style.foreground = .green }
        canvas.draw(isOn ? "(●) ON" : "( ) OFF", x: 0, y: 0, style: style)
    }
}
