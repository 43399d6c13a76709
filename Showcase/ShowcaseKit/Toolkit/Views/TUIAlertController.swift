/// A modal alert with a title, a message and buttons, shaped like `UIAlertController`.
///
/// Present it with ``TUIWindow/present(_:)``: it is drawn in a box in the middle of the
/// screen and takes every key until an action is chosen — Enter or Space picks the
/// focused button, Tab / Shift-Tab and the arrows move between buttons, Escape picks the
/// `.cancel` action (or the only one). The alert is dismissed, then the action's handler
/// runs, and focus goes back where it was — unless the handler moved it.
///
/// ```swift
/// let alert = TUIAlertController(title: "Input Validation Failed",
///                                message: "The input can contain only numerical values")
/// alert.addAction(TUIAlertAction(title: "OK"))
/// window.present(alert)
/// ```
@MainActor
package final class TUIAlertController: TUIView {
    /// The bold first line.
    package var title: String? { didSet { setNeedsDisplay() } }
    /// The text below the title, wrapped to the box.
    package var message: String? { didSet { setNeedsDisplay() } }
    /// The buttons, left to right.
    package private(set) var actions: [TUIAlertAction] = []
    /// The action Enter picks when the alert appears; the first one by default.
    package var preferredAction: TUIAlertAction?

    /// An alert; add at least one action before presenting it (one with no action shows
    /// an "OK" button so it can always be closed).
    package init(title: String?, message: String?) {
        self.title = title
        self.message = message
        super.init()
    }

    /// Adds a button.
    package func addAction(_ action: TUIAlertAction) {
        actions.append(action)
        let button = ActionButton(action: action, alert: self)
        addSubview(button)
    }

    /// The button focused when the alert appears.
    var preferredFocus: TUIView? {
        if actions.isEmpty { addAction(TUIAlertAction(title: "OK")) }
        let buttons = subviews.compactMap { $0 as? ActionButton }
        return buttons.first { $0.action === preferredAction } ?? buttons.first
    }

    /// Picks `action`: dismisses the alert, then runs the action's handler, then focus goes
    /// back where it was (unless the handler moved it).
    func choose(_ action: TUIAlertAction) {
        guard action.isEnabled else { return }
        guard let window else {
            action.handler?(action)
            return
        }
        window.dismiss(self) { action.handler?(action) }
    }

    override package func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) ?? (actions.count == 1 ? actions.first : nil)
            {
                choose(cancel)
            }
            return true
        case .tab, .right, .down:
            window?.focusNext()
            return true
        case .backTab, .left, .up:
            window?.focusPrevious()
            return true
        default:
            return true
        }
    }

    private var contentWidth: Int {
        let buttons = actions.reduce(0) { $0 + DisplayWidth.of($1.title) + 5 }
        return max(DisplayWidth.of(title ?? ""), DisplayWidth.of(message ?? ""), buttons, 20)
    }

    /// The box's frame, centred on a screen of `size`.
    func frame(in size: TerminalSize) -> TUIRect {
        let width = min(contentWidth + 4, max(10, size.columns - 4))
        let messageLines = TextWrapping.wrap(message ?? "", width: width - 4).count
        let height = 2 + (title == nil ? 0 : 2) + messageLines + 2
        return TUIRect(
            x: max(0, (size.columns - width) / 2), y: max(0, (size.rows - height) / 2), width: width, height: height)
    }

    override package func layoutSubviews() {
        let buttons = subviews.compactMap { $0 as? ActionButton }
        let total = buttons.reduce(0) { $0 + $1.width } + max(0, buttons.count - 1)
        var x = max(2, (frame.width - total) / 2)
        for button in buttons {
            button.frame = TUIRect(x: x, y: frame.height - 2, width: button.width, height: 1)
            x += button.width + 1
        }
    }

    override package func draw(in canvas: inout Canvas) {
        let width = frame.width
        canvas.fill(bounds, style: .plain)
        let horizontal = String(repeating: "─", count: max(0, width - 2))
        canvas.draw("┌" + horizontal + "┐", x: 0, y: 0)
        for row in 1..<max(1, frame.height - 1) {
            canvas.draw("│", x: 0, y: row)
            canvas.draw("│", x: width - 1, y: row)
        }
        canvas.draw("└" + horizontal + "┘", x: 0, y: frame.height - 1)
        var row = 1
        if let title {
            let shown = TextWrapping.truncate(title, width: width - 4)
            canvas.draw(shown, x: (width - DisplayWidth.of(shown)) / 2, y: row, style: TextStyle().bold)
            row += 2
        }
        for line in TextWrapping.wrap(message ?? "", width: width - 4) {
            canvas.draw(line, x: (width - DisplayWidth.of(line)) / 2, y: row)
            row += 1
        }
    }

    /// One button of the alert.
    private final class ActionButton: TUIView {
        let action: TUIAlertAction
        weak var alert: TUIAlertController?

        init(action: TUIAlertAction, alert: TUIAlertController) {
            self.action = action
            self.alert = alert
            super.init()
        }

        var width: Int { DisplayWidth.of(action.title) + 4 }

        override var canBecomeFocused: Bool { action.isEnabled }

        override func handleKey(_ event: KeyEvent) -> Bool {
            switch event.key {
            case .enter, .character(" "):
                alert?.choose(action)
                return true
            default:
                return false
            }
        }

        override func draw(in canvas: inout Canvas) {
            let style = isFirstResponder ? TextStyle().inverse : TextStyle()
            canvas.draw("[ " + action.title + " ]", x: 0, y: 0, style: style)
        }
    }
}
