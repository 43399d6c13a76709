/// A push button, shaped like `UIButton`: Enter or Space sends `.touchUpInside` and
/// `.primaryActionTriggered`.
///
/// ```swift
/// let button = TUIButton(title: "Tap me")
/// button.onTap { button in button.title = "Tapped" }
/// ```
@MainActor
package final class TUIButton: TUIControl {
    /// The button's text, drawn as `[ title ]`.
    package var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// A button labelled `title`.
    package init(title: String, frame: TUIRect = .zero) {
        self.title = title
        super.init(frame: frame)
        if frame.isEmpty {
            self.frame.width = intrinsicWidth
            self.frame.height = 1
        }
    }

    /// The columns `[ title ]` takes.
    package var intrinsicWidth: Int { DisplayWidth.of(title) + 4 }

    /// Presses the button, as Enter would.
    package func tap() {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    override package func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            tap()
            return true
        default:
            return false
        }
    }

    override package func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        canvas.draw("[ " + title + " ]", x: 0, y: 0, style: focusStyle.bold)
    }
}
